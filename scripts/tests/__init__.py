"""The tests of the project's programs: tests/test_<name>.py tests scripts/<name>.py with
unittest. Run from scripts/, where the programs are modules to import: ctest runs each as
`python3 -B -m unittest tests.test_<name>`, and `python3 -B -m unittest` runs them all."""
