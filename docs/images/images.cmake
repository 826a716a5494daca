# The pictures of the guides: each file listed here is drawn by `ctp` with the arguments after its
# name (one line a picture). `make images` redraws them and the test docs.images checks that every
# committed picture is what ctp draws now (cmake/draw_images.cmake). The one file not listed,
# nine_tails_bits.svg, is a diagram of the board's numbering drawn by hand, not an answer.
ctp_image(hanoi_3.svg               hanoi 3 --svg)
ctp_image(chinese_rings_4.svg       rings 4 --svg)
ctp_image(nine_tails_HHHTTTHHH.svg  nine-tails HHHTTTHHH --svg)
ctp_image(water_pouring_3_5_8.svg   water 3,5,8 --goal 4 --svg)
