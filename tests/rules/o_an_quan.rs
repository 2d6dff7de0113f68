//! Ô ăn quan: its rules on the standard board, and on boards of other sizes.

mod board_size;
mod rules;
