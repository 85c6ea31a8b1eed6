//! Bytes sixteen at a time, in WebAssembly's 128-bit SIMD: the 81 bytes of a grid as five
//! vectors and one byte more. Reading a puzzle's line, writing a solution's, checking that the
//! mailbox's text is ASCII and setting up the engine's board take a few vector instructions where
//! a loop takes one byte at a time: the core's build does not vectorise loops (`scripts/build.sh`
//! says why). Native builds keep the plain loops.

use core::arch::wasm32::{u8x16, u8x16_extract_lane, v128};

/// Where the five vectors of a grid's 81 bytes start; the last byte, 80, is on its own.
pub(crate) const STARTS: [usize; 5] = [0, 16, 32, 48, 64];

/// The sixteen bytes at `bytes[start..]` as one vector.
#[inline(always)]
pub(crate) fn load(bytes: &[u8], start: usize) -> v128 {
    let b = &bytes[start..start + 16];
    u8x16(
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
        b[14], b[15],
    )
}

/// Writes a vector's sixteen bytes at `bytes[start..]` (one store, once compiled).
#[inline(always)]
pub(crate) fn store(bytes: &mut [u8; 81], start: usize, vector: v128) {
    let b = &mut bytes[start..start + 16];
    b[0] = u8x16_extract_lane::<0>(vector);
    b[1] = u8x16_extract_lane::<1>(vector);
    b[2] = u8x16_extract_lane::<2>(vector);
    b[3] = u8x16_extract_lane::<3>(vector);
    b[4] = u8x16_extract_lane::<4>(vector);
    b[5] = u8x16_extract_lane::<5>(vector);
    b[6] = u8x16_extract_lane::<6>(vector);
    b[7] = u8x16_extract_lane::<7>(vector);
    b[8] = u8x16_extract_lane::<8>(vector);
    b[9] = u8x16_extract_lane::<9>(vector);
    b[10] = u8x16_extract_lane::<10>(vector);
    b[11] = u8x16_extract_lane::<11>(vector);
    b[12] = u8x16_extract_lane::<12>(vector);
    b[13] = u8x16_extract_lane::<13>(vector);
    b[14] = u8x16_extract_lane::<14>(vector);
    b[15] = u8x16_extract_lane::<15>(vector);
}
