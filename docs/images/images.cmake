# The pictures of the guides: each file here is drawn by `ctp` with the arguments after its name
# (one line a picture). `make images` redraws them and the test docs.images checks that every
# committed picture is what ctp draws now (cmake/draw_images.cmake).
ctp_image(hanoi_3.svg               hanoi 3 --svg)
ctp_image(chinese_rings_4.svg       rings 4 --svg)
ctp_image(nine_tails_HHHTTTHHH.svg  nine-tails HHHTTTHHH --svg)
ctp_image(water_pouring_3_5_8.svg   water 3,5,8 --goal 4 --svg)
