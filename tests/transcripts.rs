//! transcripts
