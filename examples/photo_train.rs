//! Trains the digit classifier of the photo reader and measures it on photos it never saw.
//!
//! `cargo run --release --example photo_train` (or `npm run train`):
//! 1. cuts the digits out of the 160 training photos with the reader's own pipeline, so the
//!    classifier learns from exactly what it will be shown, and out of an altered copy of each
//!    (several alterations at once, milder: a photo that came out worse), and draws more digits
//!    from the system's fonts into synthetic grids (varied size, slant, rotation, ink down to
//!    pale, blur, noise, shading), cut out by the same pipeline;
//! 2. k-fold cross-validation over whole photos: for each fold, trains on the font digits and
//!    the other folds' photos, then reads the fold's photos with `read_photo_with` (correction
//!    included) and counts photos read with every cell right, and cells right;
//! 3. trains on everything and writes `src/photo/digits.model`, with the k-fold figures in
//!    `src/photo/digits.kfold.json` (printed by `npm run bench`).
//!
//! Options: `--folds N` (5; 0 skips step 2), `--no-write` (skips writing the model), `--quick`
//! (fewer epochs and font digits, to try a change fast), `--altered` (in step 2, each fold's
//! model also reads altered copies of its photos: smaller, compressed, darker, brighter,
//! unevenly lit, blurred, turned, at an angle, bent; `npm run train:altered`, some minutes more).
//! Deterministic: a fixed seed.
//! Photos from `$SUDOKU_PHOTOS` (else `../shared/photos/train`), fonts from `$SUDOKU_FONTS`
//! (else `/usr/share/fonts/truetype`).

#[path = "../tests/common/alterations.rs"]
mod alterations;
#[path = "../tests/common/photos.rs"]
mod photos;

use std::path::{Path, PathBuf};
use std::time::Instant;

use ab_glyph::{Font, FontVec, PxScale};
use sudoku_wasm::photo::{
    digit_images, read_photo_with, straight_grid, turned, DigitImage, DigitModel, CELL_SIDE,
    CLASSES, DIGIT_PIXELS, GRID_SIDE, TURNED,
};

use alterations::{altered, Picture, ALTERATIONS};
use photos::{load_photo, photo_names, TrainingPhoto};

const SEED: u64 = 17;
const HIDDEN: usize = 64;

/// A small, fast, reproducible random source (SplitMix64).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [low, high).
    fn range(&mut self, low: f32, high: f32) -> f32 {
        low + (high - low) * ((self.next() >> 40) as f32 / (1u64 << 24) as f32)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Roughly normal, mean 0 and deviation 1 (sum of uniforms).
    fn normal(&mut self) -> f32 {
        (0..4).map(|_| self.range(-1.0, 1.0)).sum::<f32>() * 0.866
    }
}

/// One picture to learn: a digit and its class (0 to 8 for the digits 1 to 9, or `TURNED`).
#[derive(Clone)]
struct Sample {
    image: DigitImage,
    class: usize,
}

/// The share of the digits of a grid turned a quarter, a half or three quarters that are kept
/// as examples of turned digits (all of them would outnumber the upright ones).
const TURNED_SHARE: f32 = 0.25;

/// The samples a grid seen straight on gives, its givens known: each digit upright, and a share
/// of them turned, except those that look like a digit when upside down (1, 6, 8 and 9).
fn samples_of_grid(square: &[f32], givens: &[u8; 81], random: &mut Random) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut labels = *givens;
    for turns in 0..4 {
        for (image, &digit) in digit_images(&turned(square, turns)).iter().zip(&labels) {
            let Some(image) = image else { continue };
            if digit == 0 {
                continue;
            }
            let class = if turns == 0 {
                digit as usize - 1
            } else if (turns == 2 && [1, 6, 8, 9].contains(&digit))
                || random.range(0.0, 1.0) >= TURNED_SHARE
            {
                continue;
            } else {
                TURNED
            };
            samples.push(Sample {
                image: *image,
                class,
            });
        }
        // Turning the grid a quarter clockwise brings cell (8 - c, r) to (r, c).
        let before = labels;
        labels = std::array::from_fn(|i| before[(8 - i % 9) * 9 + i / 9]);
    }
    samples
}

struct Options {
    folds: usize,
    write: bool,
    quick: bool,
    altered: bool,
}

fn main() {
    let mut options = Options {
        folds: 5,
        write: true,
        quick: false,
        altered: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--folds" => {
                options.folds = args.next().and_then(|n| n.parse().ok()).expect("--folds N")
            }
            "--no-write" => options.write = false,
            "--quick" => options.quick = true,
            "--altered" => options.altered = true,
            other => panic!("unknown option {other}"),
        }
    }
    let started = Instant::now();
    let photos: Vec<TrainingPhoto> = photo_names().iter().map(|n| load_photo(n)).collect();
    let photo_samples: Vec<Vec<Sample>> = photos
        .iter()
        .enumerate()
        .map(|(i, photo)| {
            let random = &mut Random(SEED ^ (i as u64 + 1) << 32);
            let mut samples = cut_out(photo, random);
            // The same page as a phone might have taken it worse (smaller, dimmer, unevenly lit,
            // blurred, compressed, turned a little, at an angle: the alterations' several at
            // once), so the classifier learns digits that lost detail as real photos lose it.
            let picture = Picture {
                rgba: photo.rgba.clone(),
                width: photo.width,
                height: photo.height,
            };
            let copy = altered(&picture, "all mild", SEED ^ (i as u64 + 1) << 8);
            samples.extend(cut_out(
                &TrainingPhoto {
                    name: format!("{} all mild", photo.name),
                    rgba: copy.rgba,
                    width: copy.width,
                    height: copy.height,
                    givens: photo.givens,
                },
                random,
            ));
            samples
        })
        .collect();
    // Some puzzles were photographed more than once: the folds keep all photos of a puzzle
    // together, so that none is measured on a puzzle it learnt from.
    let mut puzzles: Vec<String> = Vec::new();
    let group: Vec<usize> = photos
        .iter()
        .map(|photo| {
            let puzzle = photo.puzzle();
            puzzles
                .iter()
                .position(|p| *p == puzzle)
                .unwrap_or_else(|| {
                    puzzles.push(puzzle);
                    puzzles.len() - 1
                })
        })
        .collect();
    let fonts = load_fonts();
    let mut random = Random(SEED);
    let grids = if options.quick { 150 } else { 500 };
    let font_samples = font_digits(&fonts, grids, &mut random);
    println!(
        "{} photos of {} puzzles ({} digits cut out), {} fonts ({} digits drawn) in {:.1} s",
        photos.len(),
        puzzles.len(),
        photo_samples.iter().map(Vec::len).sum::<usize>(),
        fonts.len(),
        font_samples.len(),
        started.elapsed().as_secs_f32()
    );
    let epochs = if options.quick { 6 } else { 14 };

    let mut measured = None;
    if options.folds > 1 {
        let (mut photos_right, mut cells_right, mut corrected) = (0, 0, 0);
        let (mut doubtful, mut doubtful_wrong, mut unmarked_wrong) = (0, 0, 0);
        // Per alteration: photos with every cell right, cells right, the photos missed.
        let mut altered_right = vec![(0, 0, Vec::new()); ALTERATIONS.len()];
        for fold in 0..options.folds {
            let training: Vec<Sample> = font_samples
                .iter()
                .chain(
                    photo_samples
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| group[*i] % options.folds != fold)
                        .flat_map(|(_, s)| s),
                )
                .cloned()
                .collect();
            let model = train(&training, epochs, &mut Random(SEED + 1 + fold as u64));
            for (i, photo) in photos
                .iter()
                .enumerate()
                .filter(|(i, _)| group[*i] % options.folds == fold)
            {
                let result = score(&model, photo);
                cells_right += result.right;
                corrected += result.corrected;
                doubtful += result.doubtful;
                doubtful_wrong += result.doubtful_wrong;
                unmarked_wrong += result.unmarked_wrong;
                if result.right == 81 {
                    photos_right += 1;
                }
                if !options.altered {
                    continue;
                }
                let picture = Picture {
                    rgba: photo.rgba.clone(),
                    width: photo.width,
                    height: photo.height,
                };
                for (a, name) in ALTERATIONS.iter().enumerate() {
                    let copy = altered(&picture, name, SEED ^ (i as u64 + 1) << 20);
                    let copy = TrainingPhoto {
                        name: format!("{} {name}", photo.name),
                        rgba: copy.rgba,
                        width: copy.width,
                        height: copy.height,
                        givens: photo.givens,
                    };
                    let right = score(&model, &copy).right;
                    altered_right[a].1 += right;
                    if right == 81 {
                        altered_right[a].0 += 1;
                    } else {
                        altered_right[a].2.push(photo.name.clone());
                    }
                }
            }
            println!(
                "fold {} done at {:.0} s",
                fold + 1,
                started.elapsed().as_secs_f32()
            );
        }
        let n = photos.len();
        println!(
            "left-out accuracy ({}-fold, whole photos): {photos_right}/{n} photos ({:.1}%) with every cell right, {cells_right}/{} cells ({:.2}%); {corrected} cells corrected by the solver",
            options.folds,
            100.0 * photos_right as f32 / n as f32,
            81 * n,
            100.0 * cells_right as f32 / (81 * n) as f32
        );
        println!(
            "the page would mark {doubtful} cells doubtful ({:.2} a photo), {doubtful_wrong} of them wrong; {unmarked_wrong} wrong cells marked neither doubtful nor corrected",
            doubtful as f32 / n as f32,
        );
        if options.altered {
            println!("left out and altered: photos with every cell right, cells right");
            for (name, (photos_right, cells_right, missed)) in
                ALTERATIONS.iter().zip(&altered_right)
            {
                println!(
                    "  {name:<12} {photos_right:>3}/{n} ({:>5.1}%)  {cells_right:>5}/{} ({:.2}%)  missed: {}",
                    100.0 * *photos_right as f32 / n as f32,
                    81 * n,
                    100.0 * *cells_right as f32 / (81 * n) as f32,
                    missed.join(" ")
                );
            }
        }
        measured = Some(format!(
            "{{\n  \"folds\": {},\n  \"photos\": {n},\n  \"puzzles\": {},\n  \"photosRight\": {photos_right},\n  \"cells\": {},\n  \"cellsRight\": {cells_right},\n  \"corrected\": {corrected}\n}}\n",
            options.folds,
            puzzles.len(),
            81 * n
        ));
    }

    let all: Vec<Sample> = font_samples
        .iter()
        .chain(photo_samples.iter().flatten())
        .cloned()
        .collect();
    let model = train(&all, epochs, &mut Random(SEED));
    if options.write {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/photo/digits.model");
        std::fs::write(&path, model.to_bytes()).expect("the model can be written");
        println!(
            "wrote {} ({} bytes)",
            path.display(),
            model.to_bytes().len()
        );
        // The left-out accuracy of this way of training, beside the model it describes, for
        // `npm run bench` and the README.
        if let Some(measured) = measured {
            let path = path.with_file_name("digits.kfold.json");
            std::fs::write(&path, measured).expect("the k-fold figures can be written");
            println!("wrote {}", path.display());
        }
    }
    println!("done in {:.0} s", started.elapsed().as_secs_f32());
}

/// The digits of a photo cut out by the reader's pipeline, each with its printed value. Cells
/// where the pipeline and the givens disagree about whether there is a digit are reported.
fn cut_out(photo: &TrainingPhoto, random: &mut Random) -> Vec<Sample> {
    let square = match straight_grid(&photo.rgba, photo.width, photo.height) {
        Ok(square) => square,
        Err(e) => {
            println!("{}: {e}", photo.name);
            return Vec::new();
        }
    };
    let (mut missed, mut extra) = (0, 0);
    for (image, &digit) in digit_images(&square).iter().zip(&photo.givens) {
        match (image, digit) {
            (None, 1..=9) => missed += 1,
            (Some(_), 0) => extra += 1,
            _ => {}
        }
    }
    if missed + extra > 0 {
        println!(
            "{}: {missed} digits missed, {extra} empty cells seen as digits",
            photo.name
        );
    }
    samples_of_grid(&square, &photo.givens, random)
}

/// The confidence under which the page marks a cell as doubtful (`DOUBTFUL` in
/// `www/js/photo.js`): the training counts how many cells a person is asked to check.
const PAGE_DOUBTFUL: f32 = 0.8;

/// How one photo was read.
#[derive(Default)]
struct Score {
    right: usize,
    corrected: usize,
    /// Cells the page marks doubtful (not corrected, confidence under `PAGE_DOUBTFUL`).
    doubtful: usize,
    /// Wrong cells among them.
    doubtful_wrong: usize,
    /// Wrong cells the page marks neither doubtful nor corrected: what a person may miss.
    unmarked_wrong: usize,
}

/// Reads a photo with a model and compares with its givens.
fn score(model: &DigitModel, photo: &TrainingPhoto) -> Score {
    match read_photo_with(model, &photo.rgba, photo.width, photo.height) {
        Ok(reading) => {
            let mut score = Score {
                corrected: reading.corrected.len(),
                ..Score::default()
            };
            for (i, (a, b)) in reading
                .puzzle
                .digits()
                .iter()
                .zip(&photo.givens)
                .enumerate()
            {
                let corrected = reading.corrected.iter().any(|c| c.index() == i);
                let doubtful = reading.confidence[i] < PAGE_DOUBTFUL && !corrected;
                score.right += (a == b) as usize;
                score.doubtful += doubtful as usize;
                score.doubtful_wrong += (doubtful && a != b) as usize;
                score.unmarked_wrong += (!doubtful && !corrected && a != b) as usize;
            }
            if score.right < 81 {
                println!(
                    "{}: {} cells wrong\n  read {}\n  true {}",
                    photo.name,
                    81 - score.right,
                    reading.puzzle.one_line(),
                    photo.puzzle()
                );
            }
            score
        }
        Err(e) => {
            println!("{}: {e}", photo.name);
            Score::default()
        }
    }
}

/// Every TrueType font under the font folder, in a fixed order.
fn load_fonts() -> Vec<FontVec> {
    let root = std::env::var_os("SUDOKU_FONTS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/share/fonts/truetype"));
    let mut paths = Vec::new();
    collect_fonts(&root, &mut paths);
    paths.sort();
    paths
        .iter()
        .filter(|p| !p.to_string_lossy().contains("Math"))
        .filter_map(|p| FontVec::try_from_vec(std::fs::read(p).ok()?).ok())
        .filter(|font| ('1'..='9').all(|c| font.glyph_id(c).0 != 0))
        .collect()
}

fn collect_fonts(dir: &Path, paths: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_fonts(&path, paths);
        } else if path.extension().is_some_and(|e| e == "ttf" || e == "otf") {
            paths.push(path);
        }
    }
}

/// Digits drawn from fonts into synthetic grids seen straight on, then cut out by the reader's
/// pipeline: varied paper and ink, line widths, digit size, position, slant and rotation, with
/// blur, noise and shading, so the classifier does not learn any one printer or camera.
fn font_digits(fonts: &[FontVec], grids: usize, random: &mut Random) -> Vec<Sample> {
    let side = GRID_SIDE;
    let cell = CELL_SIDE as f32;
    let mut samples = Vec::new();
    for _ in 0..grids {
        let paper = random.range(120.0, 250.0);
        // Now and then printed pale (a light or coloured ink, seen in grey).
        let ink = if random.range(0.0, 1.0) < 0.2 {
            paper - random.range(18.0, 60.0)
        } else {
            random.range(0.0, paper - 60.0)
        };
        let (gx, gy) = (random.range(-40.0, 40.0), random.range(-40.0, 40.0));
        // Darkness (0 paper, 1 ink) drawn so far.
        let mut dark = vec![0.0f32; side * side];
        let thin = random.range(0.8, 2.0);
        let thick = thin + random.range(0.0, 2.5);
        for k in 0..=9 {
            let width = if k % 3 == 0 { thick } else { thin };
            let at = (k as f32 * cell).min(side as f32 - width);
            for i in 0..side {
                for w in 0..width.ceil() as usize {
                    let coverage = (width - w as f32).min(1.0);
                    let j = (at as usize + w).min(side - 1);
                    dark[i * side + j] = dark[i * side + j].max(coverage);
                    dark[j * side + i] = dark[j * side + i].max(coverage);
                }
            }
        }
        let mut labels = [0u8; 81];
        let font = &fonts[random.below(fonts.len())];
        let height = random.range(0.42, 0.72) * cell;
        let bold = random.range(0.0, 1.0) < 0.2;
        for (i, label) in labels.iter_mut().enumerate() {
            if random.range(0.0, 1.0) < 0.55 {
                continue;
            }
            let digit = 1 + random.below(9) as u8;
            *label = digit;
            let (x0, y0) = ((i % 9) as f32 * cell, (i / 9) as f32 * cell);
            let centre = (
                x0 + cell / 2.0 + random.range(-2.0, 2.0),
                y0 + cell / 2.0 + random.range(-2.0, 2.0),
            );
            let angle = random.range(-0.1, 0.1);
            let shear = random.range(-0.15, 0.15);
            let squash = random.range(0.85, 1.15);
            let pose = Pose {
                height,
                centre,
                angle,
                shear,
                squash,
                bold,
            };
            draw_digit(font, digit, &pose, &mut dark, side);
        }
        let mut square: Vec<f32> = dark
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                let (x, y) = (
                    (i % side) as f32 / side as f32 - 0.5,
                    (i / side) as f32 / side as f32 - 0.5,
                );
                let light = paper + gx * x + gy * y;
                light + (ink - light) * d
            })
            .collect();
        if random.range(0.0, 1.0) < 0.7 {
            square = blurred(&square, side, random.range(0.3, 1.8));
        }
        let noise = random.range(0.0, 12.0);
        for v in &mut square {
            *v = (*v + noise * random.normal()).clamp(0.0, 255.0);
        }
        samples.extend(samples_of_grid(&square, &labels, random));
    }
    samples
}

/// How a digit is drawn: `height` pixels tall centred at `centre`, turned by `angle` (radians),
/// slanted by `shear`, widened by `squash`, and maybe thickened.
struct Pose {
    height: f32,
    centre: (f32, f32),
    angle: f32,
    shear: f32,
    squash: f32,
    bold: bool,
}

/// Draws a digit into the darkness map of a grid `side` pixels square.
fn draw_digit(font: &FontVec, digit: u8, pose: &Pose, dark: &mut [f32], side: usize) {
    let Pose {
        height,
        centre,
        angle,
        shear,
        squash,
        bold,
    } = *pose;
    // Drawn four times larger, then sampled through the transform.
    let zoom = 4.0;
    let glyph = font
        .glyph_id((b'0' + digit) as char)
        .with_scale(PxScale::from(height * zoom * 1.4));
    let Some(outline) = font.outline_glyph(glyph) else {
        return;
    };
    let bounds = outline.px_bounds();
    let (w, h) = (bounds.width() as usize + 1, bounds.height() as usize + 1);
    let mut big = vec![0.0f32; w * h];
    outline.draw(|x, y, c| {
        if (x as usize) < w && (y as usize) < h {
            big[y as usize * w + x as usize] = c;
        }
    });
    if bold {
        let grown: Vec<f32> = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                let mut m = big[i];
                for (dx, dy) in [(1, 0), (0, 1), (1, 1), (2, 0), (0, 2)] {
                    if x >= dx && y >= dy {
                        m = m.max(big[(y - dy) * w + x - dx]);
                    }
                }
                m
            })
            .collect();
        big = grown;
    }
    let scale = h as f32 / (height * zoom) * zoom;
    let (sin, cos) = angle.sin_cos();
    let reach = height;
    let (cx, cy) = centre;
    for y in (cy - reach) as i64..(cy + reach) as i64 {
        for x in (cx - reach) as i64..(cx + reach) as i64 {
            if x < 0 || y < 0 || x as usize >= side || y as usize >= side {
                continue;
            }
            // From the grid pixel back to the glyph's big bitmap.
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            let (rx, ry) = (cos * dx + sin * dy, -sin * dx + cos * dy);
            let rx = rx / squash - shear * ry;
            let (bx, by) = (rx * scale + w as f32 / 2.0, ry * scale + h as f32 / 2.0);
            let mut sum = 0.0;
            for (ox, oy) in [(-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25)] {
                let (sx, sy) = (bx + ox * scale, by + oy * scale);
                if sx >= 0.0 && sy >= 0.0 && (sx as usize) < w && (sy as usize) < h {
                    sum += big[sy as usize * w + sx as usize];
                }
            }
            let i = y as usize * side + x as usize;
            dark[i] = dark[i].max(sum / 4.0);
        }
    }
}

/// A Gaussian blur of deviation `sigma` pixels.
fn blurred(image: &[f32], side: usize, sigma: f32) -> Vec<f32> {
    let radius = (sigma * 2.5).ceil() as i64;
    let kernel: Vec<f32> = (-radius..=radius)
        .map(|i| (-(i * i) as f32 / (2.0 * sigma * sigma)).exp())
        .collect();
    let total: f32 = kernel.iter().sum();
    let pass = |input: &[f32], horizontal: bool| -> Vec<f32> {
        (0..side * side)
            .map(|i| {
                let (x, y) = ((i % side) as i64, (i / side) as i64);
                kernel
                    .iter()
                    .enumerate()
                    .map(|(k, w)| {
                        let o = k as i64 - radius;
                        let (sx, sy) = if horizontal { (x + o, y) } else { (x, y + o) };
                        let (sx, sy) = (sx.clamp(0, side as i64 - 1), sy.clamp(0, side as i64 - 1));
                        w * input[sy as usize * side + sx as usize]
                    })
                    .sum::<f32>()
                    / total
            })
            .collect()
    };
    pass(&pass(image, true), false)
}

/// Trains the network (one hidden layer of ReLU units, softmax output) by stochastic gradient
/// descent with momentum, and rounds it to the shipped 8-bit form.
fn train(samples: &[Sample], epochs: usize, random: &mut Random) -> DigitModel {
    let n_in = DIGIT_PIXELS;
    let limit1 = (6.0 / (n_in + HIDDEN) as f32).sqrt();
    let limit2 = (6.0 / (HIDDEN + CLASSES) as f32).sqrt();
    let mut w1: Vec<f32> = (0..HIDDEN * n_in)
        .map(|_| random.range(-limit1, limit1))
        .collect();
    let mut b1 = vec![0.0f32; HIDDEN];
    let mut w2: Vec<f32> = (0..CLASSES * HIDDEN)
        .map(|_| random.range(-limit2, limit2))
        .collect();
    let mut b2 = vec![0.0f32; CLASSES];
    let (mut vw1, mut vb1, mut vw2, mut vb2) = (
        vec![0.0f32; w1.len()],
        vec![0.0f32; HIDDEN],
        vec![0.0f32; w2.len()],
        vec![0.0f32; CLASSES],
    );
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let batch = 16;
    let momentum = 0.9;
    let decay = 1e-4;
    let mut hidden = vec![0.0f32; HIDDEN];
    let mut grad_hidden = vec![0.0f32; HIDDEN];
    let (mut gw1, mut gb1, mut gw2, mut gb2) = (
        vec![0.0f32; w1.len()],
        vec![0.0f32; HIDDEN],
        vec![0.0f32; w2.len()],
        vec![0.0f32; CLASSES],
    );
    for epoch in 0..epochs {
        let rate = 0.02 * (1.0 - epoch as f32 / epochs as f32) + 0.001;
        for i in (1..order.len()).rev() {
            order.swap(i, random.below(i + 1));
        }
        for chunk in order.chunks(batch) {
            gw1.iter_mut().for_each(|g| *g = 0.0);
            gb1.iter_mut().for_each(|g| *g = 0.0);
            gw2.iter_mut().for_each(|g| *g = 0.0);
            gb2.iter_mut().for_each(|g| *g = 0.0);
            for &s in chunk {
                let sample = &samples[s];
                let x = &sample.image;
                for j in 0..HIDDEN {
                    let row = &w1[j * n_in..(j + 1) * n_in];
                    let sum: f32 = row.iter().zip(x.iter()).map(|(w, v)| w * v).sum();
                    hidden[j] = (sum + b1[j]).max(0.0);
                }
                let mut scores = [0.0f32; CLASSES];
                for (k, score) in scores.iter_mut().enumerate() {
                    let row = &w2[k * HIDDEN..(k + 1) * HIDDEN];
                    *score = b2[k] + row.iter().zip(&hidden).map(|(w, h)| w * h).sum::<f32>();
                }
                let p = sudoku_wasm::photo::softmax(scores);
                grad_hidden.iter_mut().for_each(|g| *g = 0.0);
                for k in 0..CLASSES {
                    let d = p[k] - if k == sample.class { 1.0 } else { 0.0 };
                    gb2[k] += d;
                    for j in 0..HIDDEN {
                        gw2[k * HIDDEN + j] += d * hidden[j];
                        grad_hidden[j] += d * w2[k * HIDDEN + j];
                    }
                }
                for j in 0..HIDDEN {
                    if hidden[j] <= 0.0 {
                        continue;
                    }
                    let d = grad_hidden[j];
                    gb1[j] += d;
                    let row = &mut gw1[j * n_in..(j + 1) * n_in];
                    for (g, v) in row.iter_mut().zip(x.iter()) {
                        *g += d * v;
                    }
                }
            }
            let scale = 1.0 / chunk.len() as f32;
            let step = |w: &mut [f32], v: &mut [f32], g: &[f32], l2: f32| {
                for ((w, v), g) in w.iter_mut().zip(v.iter_mut()).zip(g) {
                    *v = momentum * *v - rate * (g * scale + l2 * *w);
                    *w += *v;
                }
            };
            step(&mut w1, &mut vw1, &gw1, decay);
            step(&mut b1, &mut vb1, &gb1, 0.0);
            step(&mut w2, &mut vw2, &gw2, decay);
            step(&mut b2, &mut vb2, &gb2, 0.0);
        }
    }
    DigitModel::quantised(&w1, &b1, &w2, &b2)
}
