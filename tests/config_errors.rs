//! config_errors
