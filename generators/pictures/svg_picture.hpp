// A puzzle's solution as one SVG picture: a title, the puzzle's drawing and a caption, either for
// one state (a still) or for every state in turn (an animation that loops). Each puzzle's drawer
// (generators/<puzzle>/svg.cpp) describes its drawing as an svg_scene.
#ifndef CTP_GENERATORS_PICTURES_SVG_PICTURE_HPP_INCLUDED
#define CTP_GENERATORS_PICTURES_SVG_PICTURE_HPP_INCLUDED

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "pictures/svg.hpp"
#include "pictures/svg_options.hpp"

namespace ctp::pictures {

// What a drawer hands the picture: the size of its drawing (in pixels, its origin top left), what
// never changes (e.g. the pegs, and in <defs> the pieces that each frame places with <use>), the
// state after each move k (0 = the start) and a caption for it.
struct svg_scene {
  std::string title;
  int width = 0;
  int height = 0;
  std::uint64_t moves = 0;
  std::function<void(svg_writer&)> background;
  std::function<void(svg_writer&, std::uint64_t k)> state;
  std::function<std::string(std::uint64_t k)> caption;
};

// How long a frame shows in an animation, and the last one (a pause before it starts again).
inline constexpr int svg_frame_ms = 600;
inline constexpr int svg_last_frame_ms = 3000;

// The SVG document of scene: the state after move choice.frame when choice.still, else the
// animation of all moves + 1 states.
std::string svg_picture(const svg_scene& scene, const svg_choice& choice);

// The caption of a move: "move 3 of 7: B (START → GOAL)" from k = 3, the moves and the text;
// step is the puzzle's own word for a move, the one its listing uses.
std::string svg_move_caption(std::uint64_t k, std::uint64_t moves, const std::string& what,
                             std::string_view step = "move");

}  // namespace ctp::pictures

#endif  // CTP_GENERATORS_PICTURES_SVG_PICTURE_HPP_INCLUDED
