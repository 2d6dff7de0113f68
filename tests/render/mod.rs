//! What is drawn: the SVG board, and text boards within 80 columns.

mod board_width;
mod svg;
