//! A tournament drawn as an SVG picture (`tournament --plot`): the ratings with their 95 %
//! intervals, one row per agent, strongest first, each with the games it played.
//!
//! Ratings exist within a group only (see the [tournament](super)'s documentation): each group
//! of two or more gets a chart of its own, on its own scale, and an agent alone in its group a
//! row saying why it has no rating. An unbounded end of an interval is an arrow to the edge of
//! the chart. The pictures share their text, colours and file handling with the comparison's
//! ([`crate::compare::plot`]).

use plotters::{prelude::*, style::text_anchor::HPos};

use super::{RESAMPLES, Tournament, alone, ranking, warnings};
use crate::compare::{
    plot::{
        Area, GREY, GRID, INK, Lines, MARGIN, PALETTE, PlotError, WARN, drawing, font, text,
        whisker, width,
    },
    stats::{count, fixed},
};

/// The height of one agent's row.
const ROW: f64 = 24.0;

/// What stands beside an agent: its rating and interval, and its games.
fn rating_label(t: &Tournament, i: usize) -> String {
    let r = t.elo[i];
    let elo = |x: Option<f64>| x.map_or("unbounded".to_owned(), |v| fixed(v, 0));
    let rating = match r.elo {
        Some(e) => format!("{} [{}, {}]", fixed(e, 0), elo(r.low), elo(r.high)),
        None => "no finite rating".to_owned(),
    };
    format!("{rating} · {}", games_label(t, i))
}

/// The games agent `i` played: `300 games: 180 won, 20 drawn, 100 lost`.
fn games_label(t: &Tournament, i: usize) -> String {
    let (mut won, mut drawn, mut lost, mut unfinished) = (0, 0, 0, 0);
    for (j, p) in t.results[i].iter().enumerate() {
        if j != i {
            won += p.wins;
            drawn += p.draws;
            lost += p.losses;
            unfinished += p.unfinished;
        }
    }
    let mut text = format!(
        "{} games: {} won, {} drawn, {} lost",
        count(won + drawn + lost + unfinished),
        count(won),
        count(drawn),
        count(lost)
    );
    if unfinished > 0 {
        text.push_str(&format!(", {} unfinished", count(unfinished)));
    }
    text
}

/// The tournament as an SVG picture (see the module's documentation).
///
/// # Errors
/// Plotters failed to draw (it does not, drawing into memory).
pub fn svg(t: &Tournament) -> Result<String, PlotError> {
    let k = t.agents.len();
    let order = ranking(t);
    let groups = t.elo.iter().map(|r| r.group).max().unwrap_or(1);
    let name_w = t.agents.iter().map(|a| width(a, 12.5)).max().unwrap_or(0) + 20;
    let value_w = (0..k)
        .map(|i| width(&rating_label(t, i), 12.0))
        .max()
        .unwrap_or(0)
        + 20;
    let w = (2 * MARGIN + name_w + value_w + 520).max(1000);
    let text_w = w - 2 * MARGIN;

    let mut head = Lines::default();
    head.add(
        &format!("mancala tournament on {}: {} agents", t.ruleset, k),
        20.0,
        true,
        &INK,
        text_w,
    );
    head.gap(4);
    let pairings = (k * k.saturating_sub(1) / 2) as u64;
    let unfinished: u64 = (0..k)
        .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
        .map(|(i, j)| t.results[i][j].unfinished)
        .sum();
    let opening = match t.opening {
        0 => "no random opening".to_owned(),
        1 => "1 random opening ply".to_owned(),
        n => format!("{n} random opening plies"),
    };
    let unfinished = match unfinished {
        0 => "none unfinished".to_owned(),
        n => format!("{} unfinished, left out of the ratings", count(n)),
    };
    head.add(
        &format!(
            "A round robin: {} games per pairing, {} in all, {unfinished}; seed {}; {opening}; played by mancala {}.",
            count(t.games),
            count(t.games * pairings),
            t.seed,
            t.version
        ),
        12.5,
        false,
        &INK,
        text_w,
    );
    head.add(
        &format!(
            "Elo: Bradley–Terry maximum likelihood, draws counting half, 400 points = 10:1 odds, mean 1500; dots: the ratings; whiskers: 95% intervals from {} bootstrap resamples drawn from the seed; an arrow: an end that is unbounded.",
            count(RESAMPLES as u64)
        ),
        12.5,
        false,
        &GREY,
        text_w,
    );
    if groups > 1 {
        head.add(
            "No finite ratings fit every agent: some scored nothing (no win, no draw) against others. The agents fall into ranked groups, each scoring nothing against the groups above it; each group is rated on its own scale, and the gaps between groups are unbounded.",
            12.5,
            false,
            &WARN,
            text_w,
        );
    }
    for warning in warnings(t) {
        head.add(&format!("warning: {warning}"), 12.0, false, &WARN, text_w);
    }

    // One block per group: its caption, then a chart of its ratings or the row of an agent
    // alone.
    let members = |g: usize| -> Vec<usize> {
        order
            .iter()
            .copied()
            .filter(|&i| t.elo[i].group == g)
            .collect()
    };
    let caption_h = if groups > 1 { 24 } else { 0 };
    let block_h = |g: usize| {
        let m = members(g);
        caption_h
            + if m.len() >= 2 {
                (m.len() as f64 * ROW).ceil() as i32 + 50
            } else {
                28
            }
    };
    let blocks_h: i32 = (1..=groups).map(|g| block_h(g) + 12).sum();
    let h = MARGIN + head.height() + 14 + blocks_h + MARGIN;

    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, (w as u32, h as u32)).into_drawing_area();
        root.fill(&WHITE).map_err(drawing)?;
        let mut y = MARGIN;
        y += head.draw(&root, MARGIN, y)?;
        y += 14;
        for g in 1..=groups {
            let m = members(g);
            if groups > 1 {
                let caption = if g == 1 {
                    "group 1, the strongest".to_owned()
                } else {
                    format!("group {g}, unboundedly below group {}", g - 1)
                };
                text(
                    &root,
                    &caption,
                    (MARGIN, y + 10),
                    &font(16.0, true, &INK),
                    HPos::Left,
                )?;
                y += caption_h;
            }
            if m.len() >= 2 {
                let area = root
                    .clone()
                    .shrink((MARGIN, y), (text_w, block_h(g) - caption_h));
                ratings_chart(&root, &area, t, &m, (name_w, value_w), groups > 1)?;
            } else if let Some(&i) = m.first() {
                let py = y + 12;
                text(
                    &root,
                    &t.agents[i],
                    (MARGIN, py),
                    &font(12.5, true, &INK),
                    HPos::Left,
                )?;
                text(
                    &root,
                    &format!(
                        "no finite rating: {} · {}",
                        alone(g, groups, crate::lang::Lang::english()),
                        games_label(t, i)
                    ),
                    (MARGIN + name_w, py),
                    &font(12.0, false, &GREY),
                    HPos::Left,
                )?;
            }
            y += block_h(g) - caption_h + 12;
        }
        root.present().map_err(drawing)?;
    }
    Ok(buf)
}

/// Draws the ratings of `members` (a group of two or more, strongest first) into `area`.
fn ratings_chart(
    root: &Area,
    area: &Area,
    t: &Tournament,
    members: &[usize],
    (name_w, value_w): (i32, i32),
    grouped: bool,
) -> Result<(), PlotError> {
    let finite: Vec<f64> = members
        .iter()
        .flat_map(|&i| [t.elo[i].elo, t.elo[i].low, t.elo[i].high])
        .flatten()
        .collect();
    let lo = finite.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = finite.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let pad = ((hi - lo) * 0.08).max(20.0);
    let (left, right) = (lo - pad, hi + pad);
    let units = members.len() as f64;
    let mut chart = ChartBuilder::on(area)
        .margin_left(name_w)
        .margin_right(value_w)
        .margin_top(4)
        .x_label_area_size(42)
        .build_cartesian_2d(left..right, 0.0..units)
        .map_err(drawing)?;
    let tick = |v: &f64| fixed(*v, 0);
    chart
        .configure_mesh()
        .disable_y_mesh()
        .bold_line_style(GRID)
        .light_line_style(WHITE)
        .x_labels(10)
        .x_label_formatter(&tick)
        .x_desc(if grouped {
            "Elo (mean 1500 within the group)"
        } else {
            "Elo (mean 1500)"
        })
        .label_style(font(12.0, false, &INK))
        .axis_desc_style(font(12.5, false, &INK))
        .draw()
        .map_err(drawing)?;
    let (x0, _) = area.get_base_pixel();
    for (row, &i) in members.iter().enumerate() {
        let r = t.elo[i];
        let mid = units - row as f64 - 0.5;
        let (_, py) = chart.backend_coord(&(left, mid));
        text(
            root,
            &t.agents[i],
            (x0, py),
            &font(12.5, true, &INK),
            HPos::Left,
        )?;
        let (right_px, _) = chart.backend_coord(&(right, mid));
        text(
            root,
            &rating_label(t, i),
            (right_px + 12, py),
            &font(12.0, false, &INK),
            HPos::Left,
        )?;
        let Some(elo) = r.elo else { continue };
        whisker(
            root,
            &mut chart,
            (r.low.unwrap_or(left), r.high.unwrap_or(right)),
            (r.low.is_none(), r.high.is_none()),
            mid,
            0.22,
        )?;
        chart
            .draw_series(std::iter::once(Circle::new(
                (elo, mid),
                5,
                PALETTE[0].filled(),
            )))
            .map_err(drawing)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        compare::DistinctCount,
        tournament::{Pairing, Rating},
    };

    fn tournament() -> Tournament {
        let p = |wins, draws, losses| Pairing {
            wins,
            draws,
            losses,
            unfinished: 0,
            distinct_games: DistinctCount {
                count: wins + draws + losses,
                exact: true,
            },
            ..Pairing::default()
        };
        let mut results = vec![vec![Pairing::default(); 3]; 3];
        for (i, j, pairing) in [
            (0, 1, p(30, 10, 60)),
            (0, 2, p(10, 0, 90)),
            (1, 2, p(40, 20, 40)),
        ] {
            results[i][j] = pairing;
            results[j][i] = Pairing {
                wins: pairing.losses,
                losses: pairing.wins,
                ..pairing
            };
        }
        let rating = |elo: f64, low: Option<f64>, high: Option<f64>| Rating {
            group: 1,
            elo: Some(elo),
            low,
            high,
        };
        Tournament {
            version: "9.9.9".into(),
            ruleset: "some-rules".into(),
            options: serde_json::json!({}),
            agents: vec!["random".into(), "greedy".into(), "alphabeta:4".into()],
            games: 100,
            seed: 77,
            opening: 0,
            opening_within: None,
            results,
            elo: vec![
                rating(1250.0, None, Some(1300.0)),
                rating(1550.0, Some(1500.0), Some(1600.0)),
                rating(1700.0, Some(1650.0), None),
            ],
        }
    }

    /// The whiskers: (first x, last x, y) in pixels, in the order drawn.
    fn whiskers(doc: &roxmltree::Document) -> Vec<(i32, i32, i32)> {
        let stroke = crate::compare::plot::interval_stroke();
        doc.descendants()
            .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke") == Some(&stroke))
            .map(|n| {
                let xs: Vec<(i32, i32)> = n
                    .attribute("points")
                    .unwrap()
                    .split_whitespace()
                    .map(|p| {
                        let (x, y) = p.split_once(',').unwrap();
                        (x.parse().unwrap(), y.parse().unwrap())
                    })
                    .collect();
                // The line itself: two points at one height.
                let y = xs
                    .windows(2)
                    .find(|p| p[0].1 == p[1].1 && p[0].0 != p[1].0)
                    .expect("a horizontal line")[0]
                    .1;
                (
                    xs.iter().map(|p| p.0).min().unwrap(),
                    xs.iter().map(|p| p.0).max().unwrap(),
                    y,
                )
            })
            .collect()
    }

    #[test]
    fn the_ratings_are_drawn_strongest_first_with_their_intervals() {
        let t = tournament();
        let svg = svg(&t).unwrap();
        let doc = roxmltree::Document::parse(&svg).expect("the picture is XML");
        let all: Vec<String> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").trim().to_owned())
            .collect();
        let at = |s: &str| {
            all.iter()
                .position(|t| t == s)
                .unwrap_or_else(|| panic!("no `{s}` in {all:?}"))
        };
        // Strongest first.
        assert!(at("alphabeta:4") < at("greedy") && at("greedy") < at("random"));
        let all = all.join("\n");
        for needle in [
            "some-rules",
            "100 games per pairing, 300 in all",
            "seed 77",
            "1700 [1650, unbounded] · 200 games: 130 won, 20 drawn, 50 lost",
            "1250 [unbounded, 1300] · 200 games: 40 won, 10 drawn, 150 lost",
        ] {
            assert!(all.contains(needle), "no `{needle}` in:\n{all}");
        }
        let w = whiskers(&doc);
        assert_eq!(w.len(), 3, "{w:?}");
        // Down the picture, the intervals move left: 1700, 1550, 1250.
        assert!(w.windows(2).all(|p| p[0].2 < p[1].2), "{w:?}");
        assert!(w[0].0 > w[1].0 && w[1].0 > w[2].0, "{w:?}");
        assert!(w[1].1 < w[0].1, "{w:?}");
        // Two unbounded ends, two arrows.
        assert_eq!(
            doc.descendants()
                .filter(|n| n.has_tag_name("polygon"))
                .count(),
            2
        );
        assert_eq!(svg, super::svg(&t).unwrap(), "deterministic");
    }

    #[test]
    fn an_agent_alone_in_its_group_is_said_to_have_no_rating() {
        let mut t = tournament();
        t.elo[0] = Rating {
            group: 2,
            elo: None,
            low: None,
            high: None,
        };
        let svg = svg(&t).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let all: String = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or("").trim().to_owned())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(all.contains("group 2, unboundedly below group 1"), "{all}");
        assert!(
            all.contains("no finite rating: it scored nothing against the others"),
            "{all}"
        );
        assert_eq!(whiskers(&doc).len(), 2);
    }
}
