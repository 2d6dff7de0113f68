//! Intervals that cannot leave their possible range, and numbers written as people write them.
//!
//! - A rate gets the Wilson score interval, which lies within 0..=1 by construction.
//! - A difference of two rates gets Newcombe's hybrid score interval (his method 10), built from
//!   the two Wilson intervals: it lies within −1..=1.
//! - A mean, or a difference of means, gets the normal approximation (mean ± 1.96 standard
//!   errors), its ends kept within the range the quantity can take when that range is known.

use serde::Serialize;

/// The 97.5 % point of the standard normal distribution.
pub const Z: f64 = 1.959_963_984_540_054;

/// A rate with its Wilson 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    /// Successes.
    pub count: u64,
    /// Trials.
    pub of: u64,
    /// count / of (0 when there were no trials).
    pub rate: f64,
    /// Lower end of the 95 % interval.
    pub low: f64,
    /// Upper end of the 95 % interval.
    pub high: f64,
}

/// The Wilson score 95 % interval of a proportion `p` observed over `n` trials (`p` may be a
/// share of points, not only of whole successes). Within 0..=1; exactly 0 (1) at its lower
/// (upper) end when `p` is 0 (1), with no rounding left over.
#[must_use]
pub fn wilson_bounds(p: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    let low = if p <= 0.0 {
        0.0
    } else {
        (centre - half).clamp(0.0, 1.0)
    };
    let high = if p >= 1.0 {
        1.0
    } else {
        (centre + half).clamp(0.0, 1.0)
    };
    (low, high)
}

impl Rate {
    /// The Wilson score interval of `count` successes in `of` trials (0 to 1 when `of` is 0).
    #[must_use]
    pub fn wilson(count: u64, of: u64) -> Rate {
        let rate = if of == 0 {
            0.0
        } else {
            count as f64 / of as f64
        };
        let (low, high) = wilson_bounds(rate, of as f64);
        Rate {
            count,
            of,
            rate,
            low,
            high,
        }
    }
}

/// An estimate with a 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The value.
    pub value: f64,
    /// Lower end of the 95 % interval.
    pub low: f64,
    /// Upper end of the 95 % interval.
    pub high: f64,
}

impl Estimate {
    /// `value` ± 1.96 standard deviations, given the variance.
    #[must_use]
    pub fn normal(value: f64, variance: f64) -> Estimate {
        let half = Z * variance.max(0.0).sqrt();
        Estimate {
            value,
            low: value - half,
            high: value + half,
        }
    }

    /// The same estimate with its ends kept within `min..=max`.
    #[must_use]
    pub fn within(self, min: f64, max: f64) -> Estimate {
        Estimate {
            value: self.value.clamp(min, max),
            low: self.low.clamp(min, max),
            high: self.high.clamp(min, max),
        }
    }

    /// The estimate times `k` (`k` > 0).
    #[must_use]
    pub fn scaled(self, k: f64) -> Estimate {
        Estimate {
            value: self.value * k,
            low: self.low * k,
            high: self.high * k,
        }
    }

    /// `p2 − p1` for two proportions observed over `n1` and `n2` independent trials, with
    /// Newcombe's hybrid score interval (method 10 of his 1998 paper): within −1..=1.
    #[must_use]
    pub fn newcombe(p1: f64, n1: f64, p2: f64, n2: f64) -> Estimate {
        let (l1, u1) = wilson_bounds(p1, n1);
        let (l2, u2) = wilson_bounds(p2, n2);
        let d = p2 - p1;
        Estimate {
            value: d,
            low: (d - ((p2 - l2).powi(2) + (u1 - p1).powi(2)).sqrt()).max(-1.0),
            high: (d + ((u2 - p2).powi(2) + (p1 - l1).powi(2)).sqrt()).min(1.0),
        }
    }
}

// ----- numbers for people -----

/// A share as a percentage with one decimal. Only an exact 0 or 1 prints as `0.0%` or
/// `100.0%`; a share that would round to them prints as `<0.1%` or `>99.9%`.
#[must_use]
pub fn pct(x: f64) -> String {
    if x <= 0.0 {
        "0.0%".into()
    } else if x < 0.0005 {
        "<0.1%".into()
    } else if x >= 1.0 {
        "100.0%".into()
    } else if x >= 0.9995 {
        ">99.9%".into()
    } else {
        format!("{:.1}%", 100.0 * x)
    }
}

/// `x` with `decimals` decimals and never a `-0.0`.
#[must_use]
pub fn fixed(x: f64, decimals: usize) -> String {
    let text = format!("{x:.decimals$}");
    if text.starts_with('-') && text[1..].chars().all(|c| c == '0' || c == '.') {
        text[1..].to_owned()
    } else {
        text
    }
}

/// `x` with a sign and `decimals` decimals (`+0.0`, never `-0.0`).
#[must_use]
pub fn signed(x: f64, decimals: usize) -> String {
    let text = fixed(x, decimals);
    if text.starts_with('-') {
        text
    } else {
        format!("+{text}")
    }
}

pub use crate::numbers::count;

/// Rounds every fractional number in `value` to five decimals, so that JSON carries no
/// rounding noise (`1.08e-19`) and no exponent (the smallest non-zero value is `0.00001`).
/// Whole numbers (counts, hashes) are left alone.
pub fn tidy_json(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::Number(n) if n.is_f64() => {
            let x = n.as_f64().unwrap_or(0.0);
            let r = (x * 1e5).round() / 1e5;
            let r = if r == 0.0 { 0.0 } else { r };
            if let Some(tidy) = serde_json::Number::from_f64(r) {
                *n = tidy;
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(tidy_json),
        serde_json::Value::Object(map) => map.values_mut().for_each(tidy_json),
        _ => {}
    }
}

/// One CSV field: quoted (with doubled quotes) when it holds a comma, a quote or a line break.
#[must_use]
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook_value() {
        // 81 of 263: Wilson 95% interval (0.2553, 0.3662).
        let r = Rate::wilson(81, 263);
        assert!(
            (r.low - 0.2553).abs() < 1e-3 && (r.high - 0.3662).abs() < 1e-3,
            "{r:?}"
        );
        let r = Rate::wilson(0, 10);
        assert!(r.low == 0.0 && (r.high - 0.2775).abs() < 1e-3, "{r:?}");
    }

    #[test]
    fn a_wilson_interval_ends_exactly_at_0_and_1_without_rounding_noise() {
        for n in [1, 7, 100, 263, 1_000_000] {
            let none = Rate::wilson(0, n);
            assert_eq!(none.low, 0.0, "{n}");
            let all = Rate::wilson(n, n);
            assert_eq!(all.high, 1.0, "{n}");
            assert!(all.low > 0.0 && all.low < 1.0);
        }
    }

    #[test]
    fn newcombe_matches_his_worked_example_and_stays_within_its_range() {
        // Newcombe (1998), table II, example (a): 56/70 − 48/80 = 0.2000, method 10 gives
        // 0.0524 to 0.3339.
        let d = Estimate::newcombe(48.0 / 80.0, 80.0, 56.0 / 70.0, 70.0);
        assert!((d.value - 0.2).abs() < 1e-9);
        assert!(
            (d.low - 0.0524).abs() < 5e-4 && (d.high - 0.3339).abs() < 5e-4,
            "{d:?}"
        );
        // Extreme and tiny samples, where a normal interval leaves −1..1.
        for (p1, n1, p2, n2) in [
            (0.0, 3.0, 1.0, 3.0),
            (1.0, 1.0, 0.0, 2.0),
            (0.5, 2.0, 1.0, 1.0),
        ] {
            let d = Estimate::newcombe(p1, n1, p2, n2);
            assert!(d.low >= -1.0 && d.high <= 1.0 && d.low <= d.value && d.value <= d.high);
        }
    }

    #[test]
    fn numbers_print_as_people_write_them() {
        assert_eq!(pct(0.0), "0.0%");
        assert_eq!(pct(1.08e-19), "<0.1%");
        assert_eq!(pct(0.000_49), "<0.1%");
        assert_eq!(pct(0.0005), "0.1%");
        assert_eq!(pct(0.4333), "43.3%");
        assert_eq!(pct(0.9996), ">99.9%");
        assert_eq!(pct(1.0), "100.0%");
        assert_eq!(signed(-0.00001, 1), "+0.0");
        assert_eq!(signed(-3.04, 1), "-3.0");
        assert_eq!(fixed(-0.0, 2), "0.00");
        let mut v = serde_json::json!({"low": 1.08e-19, "x": [0.123456789, -1e-9], "n": 7});
        tidy_json(&mut v);
        assert_eq!(v.to_string(), r#"{"low":0.0,"x":[0.12346,0.0],"n":7}"#);
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field(r#"{"k":"v"}"#), r#""{""k"":""v""}""#);
        assert_eq!(csv_field("plain"), "plain");
    }
}
