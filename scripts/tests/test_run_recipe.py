"""Tests of scripts/run_recipe.py: a recipe runs in a fresh folder with the tools first on the
PATH, once an index with --each, then its merge; its answer must be what ctp prints. The ctp here
is a stand-in that prints its arguments, and `part` files stand for shards."""

import unittest

from tests.script_test import ScriptTest
import run_recipe

# A stand-in ctp: `ctp show WORDS` prints WORDS; `ctp write NAME` writes the file NAME.
CTP = """
if sys.argv[1] == "show":
    print(" ".join(sys.argv[2:]))
else:
    open(sys.argv[2], "w").write("part\\n")
"""


class RunRecipe(ScriptTest):
    def setUp(self):
        super().setUp()
        self.fake_program("bin/ctp", CTP)

    def run_recipe(self, recipe, *options, same_as="show 3 parts"):
        return (
            run_recipe.main,
            "--bin",
            self.path("bin"),
            "--recipe",
            recipe,
            "--answer",
            "answer.txt",
            "--same-as",
            same_as,
            *options,
        )

    def test_a_script_once_an_index_then_its_merge(self):
        recipe = self.write("part.sh", 'ctp write "part$INDEX"\n')
        merge = self.write("merge.sh", 'ctp show "$(ls part* | wc -l)" parts > answer.txt\n')
        out = self.assert_succeeds(
            *self.run_recipe(recipe, "--each", "INDEX=1..3", "--then", merge)
        )
        self.assertIn("answer.txt holds what `ctp show 3 parts` prints", out)

    def test_a_kubernetes_job_runs_its_container_command(self):
        job = self.write("job.yaml", 'spec:\n  command: ["sh", "-c", "ctp write part$((I + 1))"]\n')
        merge = self.write(
            "merge.yaml",
            'command: ["sh", "-c", "ctp show $(ls part* | wc -l) parts > ' 'answer.txt"]\n',
        )
        self.assert_succeeds(*self.run_recipe(job, "--each", "I=0..2", "--then", merge))

    def test_a_file_given(self):
        recipe = self.write("recipe.sh", "ctp show $(cat hosts) > answer.txt\n")
        self.assert_succeeds(*self.run_recipe(recipe, "--file", "hosts=3 parts"))

    def test_an_answer_that_differs(self):
        recipe = self.write("recipe.sh", "ctp show 2 parts > answer.txt\n")
        self.assert_fails(
            *self.run_recipe(recipe),
            says="answer.txt differs from what `ctp show 3 parts` prints:\n" "2 parts\n[end]",
        )

    def test_a_recipe_that_fails(self):
        recipe = self.write("recipe.sh", "echo broken; exit 3\n")
        self.assert_fails(
            *self.run_recipe(recipe), says="recipe.sh failed with exit code 3:\n" "broken\n"
        )

    def test_no_answer(self):
        recipe = self.write("recipe.sh", "true\n")
        self.assert_fails(*self.run_recipe(recipe), says="recipe.sh wrote no answer.txt")

    def test_a_job_without_one_command(self):
        job = self.write("job.yaml", "spec: {}\n")
        self.assert_fails(*self.run_recipe(job), says="one line `command: [...]` expected, found 0")

    def test_a_bad_each(self):
        recipe = self.write("recipe.sh", "true\n")
        with self.assertRaises(SystemExit) as stopped:
            self.run_main(*self.run_recipe(recipe, "--each", "INDEX=1-3"))
        self.assertEqual(stopped.exception.code, 2)


if __name__ == "__main__":
    unittest.main()
