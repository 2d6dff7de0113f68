//! Which slice of a comparison a run plays: given on the command line (`--shard 3/8`), or taken
//! from the array index of the batch system running it (`--shard auto`).
//!
//! - **Slurm** job arrays set `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_COUNT`,
//!   `SLURM_ARRAY_TASK_MIN` and `SLURM_ARRAY_TASK_MAX` (and `SLURM_ARRAY_TASK_STEP`). An array
//!   may start anywhere (`--array=1-16`), so the slice is `ID − MIN + 1` of `COUNT`; an array
//!   with gaps or a step (`--array=1,5,9` or `0-30:2`) is refused, as its indices are not a
//!   numbering of the slices.
//! - **Kubernetes** indexed Jobs (`completionMode: Indexed`) set `JOB_COMPLETION_INDEX`, from
//!   0; the number of slices (the Job's `completions`) is not in the environment and is given
//!   with `--shards N`.

use std::fmt;

/// Slice `index` of `count` (1-based, as written on the command line: `--shard 3/8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which slice, 1..=count.
    pub index: u64,
    /// How many slices.
    pub count: u64,
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// What `--shard` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardSpec {
    /// `--shard I/N`.
    Given(Shard),
    /// `--shard auto`: from the batch system's array index.
    Auto,
}

/// The most slices a comparison may be cut into.
pub const MAX_SHARDS: u64 = 100_000;

/// A `--shard` or `--shards` value, or an environment, that does not give a slice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    /// Not `I/N` or `auto`.
    #[error("expected I/N with 1 <= I <= N <= 100000, like 2/8, or `auto`, got `{0}`")]
    Syntax(String),
    /// `--shards` with a `--shard I/N` that already gives the count.
    #[error("--shards goes with --shard auto; --shard {0} already gives the number of shards")]
    CountTwice(Shard),
    /// `--shards N` with N outside 1 to [`MAX_SHARDS`].
    #[error("--shards {0}: give 1 to 100000 slices")]
    ShardCount(u64),
    /// Neither batch system's variables are set.
    #[error(
        "--shard auto takes the slice from a Slurm job array (SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT) or a Kubernetes indexed Job (JOB_COMPLETION_INDEX, with --shards N), but none of these variables is set"
    )]
    NoBatchSystem,
    /// Both are.
    #[error(
        "--shard auto found both SLURM_ARRAY_TASK_ID ({slurm}) and JOB_COMPLETION_INDEX ({kubernetes}); unset the one that does not belong to this job"
    )]
    BothBatchSystems {
        /// SLURM_ARRAY_TASK_ID.
        slurm: String,
        /// JOB_COMPLETION_INDEX.
        kubernetes: String,
    },
    /// A variable the slice needs is missing.
    #[error("--shard auto: {variable} is not set, but {because}")]
    Missing {
        /// The variable.
        variable: &'static str,
        /// Why it is needed.
        because: String,
    },
    /// A variable is not a number, or out of range.
    #[error("--shard auto: {variable} is `{value}`, expected {expected}")]
    Malformed {
        /// The variable.
        variable: &'static str,
        /// Its value.
        value: String,
        /// What would be valid.
        expected: String,
    },
    /// A Slurm array whose indices are not consecutive.
    #[error(
        "--shard auto: the Slurm array {detail}, so its task ids do not number the shards; submit it as --array=0-{last} (or 1-{count})"
    )]
    SlurmGaps {
        /// What is wrong.
        detail: String,
        /// COUNT − 1.
        last: u64,
        /// COUNT.
        count: u64,
    },
    /// Kubernetes without `--shards`.
    #[error(
        "--shard auto: JOB_COMPLETION_INDEX is {0}, but the number of shards is not in the environment of a Kubernetes Job; add --shards N (the Job's completions)"
    )]
    KubernetesCount(u64),
    /// `--shards` disagrees with Slurm's count.
    #[error(
        "--shards {given} disagrees with SLURM_ARRAY_TASK_COUNT ({slurm}); leave --shards out under Slurm"
    )]
    CountDisagrees {
        /// --shards.
        given: u64,
        /// SLURM_ARRAY_TASK_COUNT.
        slurm: u64,
    },
}

impl std::str::FromStr for ShardSpec {
    type Err = ShardError;
    fn from_str(s: &str) -> Result<ShardSpec, ShardError> {
        if s.eq_ignore_ascii_case("auto") {
            return Ok(ShardSpec::Auto);
        }
        let err = || ShardError::Syntax(s.to_owned());
        let (i, n) = s.split_once('/').ok_or_else(err)?;
        // Digits only: no signs, no spaces.
        let number = |t: &str| {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u64>().ok())
                .flatten()
                .ok_or_else(err)
        };
        let (index, count) = (number(i)?, number(n)?);
        if index == 0 || count == 0 || index > count || count > MAX_SHARDS {
            return Err(err());
        }
        Ok(ShardSpec::Given(Shard { index, count }))
    }
}

/// Where a slice came from, for the report's header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShardSource {
    /// `--shard I/N`.
    CommandLine,
    /// A Slurm array task.
    Slurm {
        /// SLURM_ARRAY_TASK_ID.
        task_id: u64,
        /// SLURM_ARRAY_TASK_MIN.
        min: u64,
    },
    /// A Kubernetes indexed Job.
    Kubernetes {
        /// JOB_COMPLETION_INDEX.
        index: u64,
    },
}

impl fmt::Display for ShardSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardSource::CommandLine => f.write_str("--shard"),
            ShardSource::Slurm { task_id, min } => write!(
                f,
                "Slurm array task {task_id} of an array starting at {min}"
            ),
            ShardSource::Kubernetes { index } => {
                write!(f, "Kubernetes completion index {index}")
            }
        }
    }
}

fn number(
    variable: &'static str,
    value: &str,
    expected: &str,
    min: u64,
) -> Result<u64, ShardError> {
    value
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n >= min)
        .ok_or_else(|| ShardError::Malformed {
            variable,
            value: value.to_owned(),
            expected: expected.to_owned(),
        })
}

/// The slice `spec` and `shards` (`--shards N`) ask for, reading the batch system's variables
/// through `var` (`|name| std::env::var(name).ok()` in the program; a table in tests).
///
/// # Errors
/// The values do not give one slice: see [`ShardError`].
pub fn resolve(
    spec: ShardSpec,
    shards: Option<u64>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<(Shard, ShardSource), ShardError> {
    if let Some(n) = shards.filter(|n| !(1..=MAX_SHARDS).contains(n)) {
        return Err(ShardError::ShardCount(n));
    }
    let ShardSpec::Given(shard) = spec else {
        return auto(shards, var);
    };
    if shards.is_some() {
        return Err(ShardError::CountTwice(shard));
    }
    Ok((shard, ShardSource::CommandLine))
}

fn auto(
    shards: Option<u64>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<(Shard, ShardSource), ShardError> {
    match (var("SLURM_ARRAY_TASK_ID"), var("JOB_COMPLETION_INDEX")) {
        (None, None) => Err(ShardError::NoBatchSystem),
        (Some(slurm), Some(kubernetes)) => Err(ShardError::BothBatchSystems { slurm, kubernetes }),
        (Some(id), None) => slurm(&id, shards, var),
        (None, Some(index)) => {
            let index = number("JOB_COMPLETION_INDEX", &index, "a whole number from 0", 0)?;
            let count = shards.ok_or(ShardError::KubernetesCount(index))?;
            if index >= count {
                return Err(ShardError::Malformed {
                    variable: "JOB_COMPLETION_INDEX",
                    value: index.to_string(),
                    expected: format!("less than --shards {count}"),
                });
            }
            Ok((
                Shard {
                    index: index + 1,
                    count,
                },
                ShardSource::Kubernetes { index },
            ))
        }
    }
}

fn slurm(
    id: &str,
    shards: Option<u64>,
    var: &dyn Fn(&str) -> Option<String>,
) -> Result<(Shard, ShardSource), ShardError> {
    let needed = |variable: &'static str| {
        var(variable).ok_or_else(|| ShardError::Missing {
            variable,
            because: format!(
                "SLURM_ARRAY_TASK_ID is set ({id}): is this an array job (sbatch --array)?"
            ),
        })
    };
    let task_id = number("SLURM_ARRAY_TASK_ID", id, "a whole number", 0)?;
    let count_text = needed("SLURM_ARRAY_TASK_COUNT")?;
    let count = number(
        "SLURM_ARRAY_TASK_COUNT",
        &count_text,
        "a whole number from 1 to 100000",
        1,
    )?;
    if count > MAX_SHARDS {
        return Err(ShardError::Malformed {
            variable: "SLURM_ARRAY_TASK_COUNT",
            value: count_text,
            expected: "a whole number from 1 to 100000".into(),
        });
    }
    let min = number(
        "SLURM_ARRAY_TASK_MIN",
        &needed("SLURM_ARRAY_TASK_MIN")?,
        "a whole number",
        0,
    )?;
    if let Some(step) = var("SLURM_ARRAY_TASK_STEP") {
        let step = number("SLURM_ARRAY_TASK_STEP", &step, "a whole number from 1", 1)?;
        if step != 1 {
            return Err(ShardError::SlurmGaps {
                detail: format!("steps by {step}"),
                last: count - 1,
                count,
            });
        }
    }
    if let Some(max) = var("SLURM_ARRAY_TASK_MAX") {
        let max = number("SLURM_ARRAY_TASK_MAX", &max, "a whole number", 0)?;
        if max.checked_sub(min).and_then(|span| span.checked_add(1)) != Some(count) {
            return Err(ShardError::SlurmGaps {
                detail: format!(
                    "runs from {min} to {max} but has {count} tasks (SLURM_ARRAY_TASK_COUNT)"
                ),
                last: count - 1,
                count,
            });
        }
    }
    if task_id < min || task_id - min >= count {
        return Err(ShardError::Malformed {
            variable: "SLURM_ARRAY_TASK_ID",
            value: task_id.to_string(),
            expected: format!(
                "{min} to {} (SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT)",
                min + count - 1
            ),
        });
    }
    if let Some(given) = shards.filter(|&n| n != count) {
        return Err(ShardError::CountDisagrees {
            given,
            slurm: count,
        });
    }
    Ok((
        Shard {
            index: task_id - min + 1,
            count,
        },
        ShardSource::Slurm { task_id, min },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve_with(
        spec: &str,
        shards: Option<u64>,
        vars: &[(&str, &str)],
    ) -> Result<(Shard, ShardSource), ShardError> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        resolve(spec.parse()?, shards, &|name| {
            vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        })
    }

    fn shard(index: u64, count: u64) -> Shard {
        Shard { index, count }
    }

    #[test]
    fn a_given_shard_needs_no_environment() {
        let (s, source) = resolve_with("2/8", None, &[("SLURM_ARRAY_TASK_ID", "5")]).unwrap();
        assert_eq!((s, source), (shard(2, 8), ShardSource::CommandLine));
        assert_eq!(
            resolve_with("2/8", Some(8), &[]),
            Err(ShardError::CountTwice(shard(2, 8)))
        );
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", ""] {
            assert!(
                matches!(bad.parse::<ShardSpec>(), Err(ShardError::Syntax(_))),
                "{bad}"
            );
        }
        assert_eq!("AUTO".parse::<ShardSpec>(), Ok(ShardSpec::Auto));
    }

    #[test]
    fn a_slurm_array_numbers_the_shards_from_its_first_task() {
        let array = |id: &str, min: &str, max: &str| {
            resolve_with(
                "auto",
                None,
                &[
                    ("SLURM_ARRAY_TASK_ID", id),
                    ("SLURM_ARRAY_TASK_COUNT", "4"),
                    ("SLURM_ARRAY_TASK_MIN", min),
                    ("SLURM_ARRAY_TASK_MAX", max),
                    ("SLURM_ARRAY_TASK_STEP", "1"),
                ],
            )
            .map(|(s, _)| s)
        };
        assert_eq!(array("0", "0", "3"), Ok(shard(1, 4)));
        assert_eq!(array("3", "0", "3"), Ok(shard(4, 4)));
        assert_eq!(array("1", "1", "4"), Ok(shard(1, 4)));
        assert_eq!(array("12", "10", "13"), Ok(shard(3, 4)));
        // --array=1,5,9,13 (4 tasks from 1 to 13) and an id outside the array.
        assert!(matches!(
            array("5", "1", "13"),
            Err(ShardError::SlurmGaps { .. })
        ));
        assert!(matches!(
            array("14", "10", "13"),
            Err(ShardError::Malformed {
                variable: "SLURM_ARRAY_TASK_ID",
                ..
            })
        ));
    }

    #[test]
    fn slurm_variables_that_are_missing_or_malformed_are_named() {
        let err = resolve_with("auto", None, &[("SLURM_ARRAY_TASK_ID", "2")]).unwrap_err();
        assert!(
            err.to_string()
                .contains("SLURM_ARRAY_TASK_COUNT is not set"),
            "{err}"
        );
        let err = resolve_with(
            "auto",
            None,
            &[
                ("SLURM_ARRAY_TASK_ID", "two"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "0"),
            ],
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "--shard auto: SLURM_ARRAY_TASK_ID is `two`, expected a whole number"
        );
        let stepped = resolve_with(
            "auto",
            None,
            &[
                ("SLURM_ARRAY_TASK_ID", "2"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "0"),
                ("SLURM_ARRAY_TASK_STEP", "2"),
            ],
        );
        assert!(matches!(stepped, Err(ShardError::SlurmGaps { .. })));
        let disagree = resolve_with(
            "auto",
            Some(8),
            &[
                ("SLURM_ARRAY_TASK_ID", "2"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "0"),
            ],
        );
        assert_eq!(
            disagree,
            Err(ShardError::CountDisagrees { given: 8, slurm: 4 })
        );
    }

    #[test]
    fn a_kubernetes_index_counts_from_0_and_needs_the_count() {
        let k8s =
            |index: &str, shards| resolve_with("auto", shards, &[("JOB_COMPLETION_INDEX", index)]);
        assert_eq!(
            k8s("0", Some(3)),
            Ok((shard(1, 3), ShardSource::Kubernetes { index: 0 }))
        );
        assert_eq!(k8s("2", Some(3)).unwrap().0, shard(3, 3));
        assert_eq!(k8s("2", None), Err(ShardError::KubernetesCount(2)));
        assert!(matches!(
            k8s("3", Some(3)),
            Err(ShardError::Malformed { .. })
        ));
        assert!(matches!(
            k8s("-1", Some(3)),
            Err(ShardError::Malformed { .. })
        ));
        assert_eq!(k8s("0", Some(0)), Err(ShardError::ShardCount(0)));
    }

    #[test]
    fn auto_without_a_batch_system_or_with_both_is_refused() {
        assert_eq!(
            resolve_with("auto", None, &[]),
            Err(ShardError::NoBatchSystem)
        );
        assert!(matches!(
            resolve_with(
                "auto",
                Some(2),
                &[("SLURM_ARRAY_TASK_ID", "0"), ("JOB_COMPLETION_INDEX", "0")]
            ),
            Err(ShardError::BothBatchSystems { .. })
        ));
    }
}
