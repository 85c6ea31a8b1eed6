//! Photos altered the ways a phone's pictures differ from one another: smaller, compressed
//! harder, under- or over-exposed, unevenly lit, out of focus, turned, seen at an angle, bent. The
//! training example reads altered copies of the training photos with models that never saw
//! them, to show how the reader does on photos unlike the ones it was tuned on.

#![allow(dead_code)] // the tests and the training example each use a subset of these helpers

/// A picture as a canvas gives it: RGBA pixels, width and height.
pub struct Picture {
    pub rgba: Vec<u8>,
    pub width: usize,
    pub height: usize,
}

/// The alterations measured, by name, in the order they are printed.
pub const ALTERATIONS: [&str; 12] = [
    "640x480",
    "jpeg q20",
    "dark",
    "bright",
    "gamma 2",
    "shading",
    "blur",
    "rotated +10",
    "rotated -10",
    "perspective",
    "bent",
    "all mild",
];

/// The picture altered by the named alteration; `seed` varies the random ones (perspective).
pub fn altered(picture: &Picture, name: &str, seed: u64) -> Picture {
    match name {
        "640x480" => fit(picture, 640, 480),
        "jpeg q20" => jpeg(picture, 20),
        // Under-exposed: everything at 40% of its brightness.
        "dark" => per_channel(picture, |v| v * 0.4),
        // Washed out: the distance to white halved.
        "bright" => per_channel(picture, |v| 255.0 - (255.0 - v) * 0.5),
        "gamma 2" => per_channel(picture, |v| 255.0 * (v / 255.0).powf(2.0)),
        "shading" => shaded(picture),
        // A blur of about a pixel and a half in a 1280-pixel-wide photo.
        "blur" => blurred(
            picture,
            1.5 * picture.width.max(picture.height) as f32 / 1280.0,
        ),
        "rotated +10" => rotated(picture, 10.0),
        "rotated -10" => rotated(picture, -10.0),
        "perspective" => perspective(picture, 0.08, seed),
        "bent" => bent(picture, 0.02),
        // Several at once, each milder: a small, dim, slightly blurred, compressed picture.
        "all mild" => {
            let p = perspective(picture, 0.05, seed);
            let p = rotated(&p, 4.0);
            let p = blurred(&p, 0.8 * p.width.max(p.height) as f32 / 1280.0);
            let p = per_channel(&p, |v| 0.7 * v);
            let p = shaded(&p);
            let p = fit(&p, 800, 600);
            jpeg(&p, 40)
        }
        other => panic!("no alteration named {other}"),
    }
}

fn per_channel(picture: &Picture, f: impl Fn(f32) -> f32) -> Picture {
    let rgba = picture
        .rgba
        .chunks(4)
        .flat_map(|p| {
            [
                f(p[0] as f32).round().clamp(0.0, 255.0) as u8,
                f(p[1] as f32).round().clamp(0.0, 255.0) as u8,
                f(p[2] as f32).round().clamp(0.0, 255.0) as u8,
                p[3],
            ]
        })
        .collect();
    Picture {
        rgba,
        width: picture.width,
        height: picture.height,
    }
}

/// Light falling off from one corner to the opposite one (to 35%), with darker edges: a lamp
/// to one side and a phone's vignetting.
fn shaded(picture: &Picture) -> Picture {
    let (w, h) = (picture.width as f32, picture.height as f32);
    let mut out = Vec::with_capacity(picture.rgba.len());
    for (i, p) in picture.rgba.chunks(4).enumerate() {
        let (x, y) = (
            (i % picture.width) as f32 / w,
            (i / picture.width) as f32 / h,
        );
        let ramp = 1.0 - 0.65 * (x + y) / 2.0;
        let (dx, dy) = (x - 0.5, y - 0.5);
        let vignette = 1.0 - 0.6 * (dx * dx + dy * dy);
        let light = ramp * vignette;
        out.extend(p[..3].iter().map(|&v| (v as f32 * light).round() as u8));
        out.push(p[3]);
    }
    Picture {
        rgba: out,
        width: picture.width,
        height: picture.height,
    }
}

/// Shrunk (by averaging) to fit in `max_width` x `max_height`; unchanged if it already fits.
fn fit(picture: &Picture, max_width: usize, max_height: usize) -> Picture {
    let scale =
        (max_width as f32 / picture.width as f32).min(max_height as f32 / picture.height as f32);
    if scale >= 1.0 {
        return Picture {
            rgba: picture.rgba.clone(),
            width: picture.width,
            height: picture.height,
        };
    }
    let (width, height) = (
        ((picture.width as f32 * scale).round() as usize).max(1),
        ((picture.height as f32 * scale).round() as usize).max(1),
    );
    let mut rgba = vec![0u8; width * height * 4];
    for y in 0..height {
        let (y0, y1) = (
            y * picture.height / height,
            ((y + 1) * picture.height / height).max(y * picture.height / height + 1),
        );
        for x in 0..width {
            let (x0, x1) = (
                x * picture.width / width,
                ((x + 1) * picture.width / width).max(x * picture.width / width + 1),
            );
            let mut sum = [0u32; 4];
            for sy in y0..y1 {
                for sx in x0..x1 {
                    let from = (sy * picture.width + sx) * 4;
                    for (total, &v) in sum.iter_mut().zip(&picture.rgba[from..from + 4]) {
                        *total += v as u32;
                    }
                }
            }
            let n = ((y1 - y0) * (x1 - x0)) as u32;
            for c in 0..4 {
                rgba[(y * width + x) * 4 + c] = ((sum[c] + n / 2) / n) as u8;
            }
        }
    }
    Picture {
        rgba,
        width,
        height,
    }
}

/// Encoded as a JPEG of the given quality (4:2:0 colour, as cameras and browsers write them)
/// and decoded again.
fn jpeg(picture: &Picture, quality: u8) -> Picture {
    let mut bytes = Vec::new();
    let encoder = jpeg_encoder::Encoder::new(&mut bytes, quality);
    encoder
        .encode(
            &picture.rgba,
            picture.width as u16,
            picture.height as u16,
            jpeg_encoder::ColorType::Rgba,
        )
        .expect("the picture encodes");
    use zune_jpeg::zune_core::{bytestream::ZCursor, colorspace::ColorSpace};
    let options = zune_jpeg::zune_core::options::DecoderOptions::default()
        .jpeg_set_out_colorspace(ColorSpace::RGBA);
    let mut decoder = zune_jpeg::JpegDecoder::new_with_options(ZCursor::new(&bytes), options);
    let rgba = decoder.decode().expect("the picture decodes");
    Picture {
        rgba,
        width: picture.width,
        height: picture.height,
    }
}

/// A Gaussian blur of deviation `sigma` pixels, each channel.
fn blurred(picture: &Picture, sigma: f32) -> Picture {
    let radius = (sigma * 2.5).ceil() as i64;
    let kernel: Vec<f32> = (-radius..=radius)
        .map(|i| (-(i * i) as f32 / (2.0 * sigma * sigma)).exp())
        .collect();
    let total: f32 = kernel.iter().sum();
    let (w, h) = (picture.width as i64, picture.height as i64);
    let pass = |input: &[f32], horizontal: bool| -> Vec<f32> {
        let mut out = vec![0.0f32; input.len()];
        for y in 0..h {
            for x in 0..w {
                let mut sum = [0.0f32; 4];
                for (k, weight) in kernel.iter().enumerate() {
                    let o = k as i64 - radius;
                    let (sx, sy) = if horizontal {
                        ((x + o).clamp(0, w - 1), y)
                    } else {
                        (x, (y + o).clamp(0, h - 1))
                    };
                    let from = ((sy * w + sx) * 4) as usize;
                    for c in 0..4 {
                        sum[c] += weight * input[from + c];
                    }
                }
                let to = ((y * w + x) * 4) as usize;
                for c in 0..4 {
                    out[to + c] = sum[c] / total;
                }
            }
        }
        out
    };
    let input: Vec<f32> = picture.rgba.iter().map(|&v| v as f32).collect();
    let out = pass(&pass(&input, true), false);
    Picture {
        rgba: out
            .iter()
            .map(|v| v.round().clamp(0.0, 255.0) as u8)
            .collect(),
        width: picture.width,
        height: picture.height,
    }
}

/// The colour of the picture at a point, bilinear; `None` outside it.
fn sample(picture: &Picture, x: f32, y: f32) -> Option<[u8; 4]> {
    if x < 0.0 || y < 0.0 {
        return None;
    }
    let (x0, y0) = (x as usize, y as usize);
    if x0 + 1 >= picture.width || y0 + 1 >= picture.height {
        return None;
    }
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let at =
        |px: usize, py: usize, c: usize| picture.rgba[(py * picture.width + px) * 4 + c] as f32;
    Some(std::array::from_fn(|c| {
        let top = at(x0, y0, c) * (1.0 - fx) + at(x0 + 1, y0, c) * fx;
        let bottom = at(x0, y0 + 1, c) * (1.0 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        (top * (1.0 - fy) + bottom * fy).round() as u8
    }))
}

/// A page that does not lie flat: lines across bowed by `amount` of the picture's height (a
/// page curving away from the lens), lines down waved by as much (a page that was folded), so
/// that no perspective maps a flat grid onto it; the pixels brought in are the colour of the
/// border.
fn bent(picture: &Picture, amount: f32) -> Picture {
    let (w, h) = (picture.width as f32, picture.height as f32);
    let reach = amount * w.min(h);
    let fill = border_colour(picture);
    let mut rgba = Vec::with_capacity(picture.rgba.len());
    for y in 0..picture.height {
        for x in 0..picture.width {
            let (u, v) = (x as f32 / w, y as f32 / h);
            let sx = x as f32 + reach * (2.0 * std::f32::consts::PI * v).sin();
            let sy = y as f32 + reach * (std::f32::consts::PI * u).sin() - reach / 2.0;
            rgba.extend(sample(picture, sx, sy).unwrap_or(fill));
        }
    }
    Picture {
        rgba,
        width: picture.width,
        height: picture.height,
    }
}

/// The mean colour of the picture's border: what lies beyond it, for the pixels a turn or a
/// change of view brings in.
fn border_colour(picture: &Picture) -> [u8; 4] {
    let (w, h) = (picture.width, picture.height);
    let mut sum = [0u64; 4];
    let mut n = 0;
    for y in 0..h {
        for x in 0..w {
            if x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                let from = (y * w + x) * 4;
                for (total, &v) in sum.iter_mut().zip(&picture.rgba[from..from + 4]) {
                    *total += v as u64;
                }
                n += 1;
            }
        }
    }
    std::array::from_fn(|c| (sum[c] / n) as u8)
}

/// Turned by `degrees` (clockwise) about its centre, on a canvas large enough to hold all of
/// it; the corners brought in are the colour of its border.
pub fn rotated(picture: &Picture, degrees: f32) -> Picture {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let (w, h) = (picture.width as f32, picture.height as f32);
    let width = (w * cos.abs() + h * sin.abs()).ceil() as usize;
    let height = (w * sin.abs() + h * cos.abs()).ceil() as usize;
    let fill = border_colour(picture);
    let (cx, cy) = (width as f32 / 2.0, height as f32 / 2.0);
    let mut rgba = Vec::with_capacity(width * height * 4);
    for y in 0..height {
        for x in 0..width {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            let sx = cos * dx + sin * dy + w / 2.0 - 0.5;
            let sy = -sin * dx + cos * dy + h / 2.0 - 0.5;
            rgba.extend(sample(picture, sx, sy).unwrap_or(fill));
        }
    }
    Picture {
        rgba,
        width,
        height,
    }
}

/// Seen at an angle: the picture's corners each moved inwards by up to `amount` of its size
/// (at random from `seed`), the picture drawn into the quadrilateral they make, and the frame
/// around it the colour of its border (nothing of the picture is cut off).
fn perspective(picture: &Picture, amount: f32, seed: u64) -> Picture {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut random = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 40) as f32 / (1u64 << 24) as f32
    };
    let (w, h) = (picture.width as f32, picture.height as f32);
    // Clockwise from the top left, each moved towards the centre.
    let corners: [(f32, f32); 4] =
        [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map(|(u, v): (f32, f32)| {
            let (mx, my) = (random() * amount, random() * amount);
            let x = if u == 0.0 { mx } else { 1.0 - mx };
            let y = if v == 0.0 { my } else { 1.0 - my };
            (x * w, y * h)
        });
    // The projective map of the unit square onto the quadrilateral (Heckbert's closed form),
    // as a matrix, and its inverse (the adjugate: the scale does not matter).
    let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] = corners;
    let (dx1, dx2, dx3) = (x1 - x2, x3 - x2, x0 - x1 + x2 - x3);
    let (dy1, dy2, dy3) = (y1 - y2, y3 - y2, y0 - y1 + y2 - y3);
    let det = dx1 * dy2 - dx2 * dy1;
    let g = (dx3 * dy2 - dx2 * dy3) / det;
    let k = (dx1 * dy3 - dx3 * dy1) / det;
    let m = [
        [x1 - x0 + g * x1, x3 - x0 + k * x3, x0],
        [y1 - y0 + g * y1, y3 - y0 + k * y3, y0],
        [g, k, 1.0],
    ];
    let inverse: [[f32; 3]; 3] = std::array::from_fn(|r| {
        std::array::from_fn(|c| {
            let (r1, r2) = ((c + 1) % 3, (c + 2) % 3);
            let (c1, c2) = ((r + 1) % 3, (r + 2) % 3);
            m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]
        })
    });
    let fill = border_colour(picture);
    let mut rgba = Vec::with_capacity(picture.rgba.len());
    for y in 0..picture.height {
        for x in 0..picture.width {
            let p = [x as f32 + 0.5, y as f32 + 0.5, 1.0];
            let [u, v, z] = inverse.map(|row| row[0] * p[0] + row[1] * p[1] + row[2] * p[2]);
            let (sx, sy) = (u / z * w - 0.5, v / z * h - 0.5);
            rgba.extend(sample(picture, sx, sy).unwrap_or(fill));
        }
    }
    Picture {
        rgba,
        width: picture.width,
        height: picture.height,
    }
}
