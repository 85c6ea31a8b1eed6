//! The allocator of the solver's WebAssembly module: a stack.
//!
//! Every export of the core allocates a few buffers (the puzzle's text, a solution, a message) and
//! frees them before it returns, mostly in the reverse order. So blocks are handed out one above
//! the other from a single pointer, the top. A block that is freed is marked so; when the block
//! on top is freed, the top moves down past it and past every marked block below it, to the first
//! block still in use. A block freed below one in use comes back when that one is freed. A general
//! allocator (talc, Rust's default dlmalloc) keeps lists of free blocks to reuse them in any order;
//! this one is 700 compressed bytes smaller in the module, and allocates by adding to a pointer.
//!
//! What keeps memory bounded is that no loop of the core keeps a block in use while it allocates
//! and frees others below it: a batch allocates each solution on top of its output and frees it
//! before the next (`tests/node/memory.test.mjs` runs a batch of a million puzzles and checks
//! that it takes memory for its text and answers only, and that calls reuse the same memory). A
//! block that grows (a `Vec` being pushed to) grows in place when it is on top, and otherwise
//! moves up, leaving the sizes it had before, less than its final size, behind until it is freed.
//! The blocks that outlive a call are wasm-bindgen's table of JavaScript values, allocated once
//! for 128 of them on the first call (the core never holds more than a few at once), at the
//! bottom of the stack, and the mailbox the calls take their text through
//! (`src/bindings/mailbox.rs`), opened above it between calls, and opened again, larger, only
//! between calls, when nothing is above it.
//!
//! The module has one thread (it is built without WebAssembly's `atomics`), so the state is kept
//! in `Cell`s without locks.

use core::alloc::{GlobalAlloc, Layout};
use core::cell::Cell;
use core::ptr::null_mut;

/// Every block starts at a multiple of this and takes a multiple of it. Nothing the core allocates
/// asks for a larger alignment; a block that did would still be aligned, with a gap below it.
const UNIT: usize = 8;

/// The bytes in front of each block: where the block below it starts (0 for none), and whether it
/// has been freed (1) or not (0).
const HEADER: usize = 2 * size_of::<usize>();

/// Where the stack's bytes come from: the WebAssembly module's memory, or in the tests an array.
pub(crate) trait Memory {
    /// The address where the stack may begin, which is not 0.
    fn start(&self) -> usize;
    /// Makes the bytes up to `end` usable; false when the memory cannot grow that far.
    fn reach(&self, end: usize) -> bool;
}

pub(crate) struct Stack<M> {
    memory: M,
    /// The first free byte; 0 until the first allocation asks the memory where to begin.
    top: Cell<usize>,
    /// Where the block on top starts; 0 when there is none.
    last: Cell<usize>,
}

// SAFETY: the module has one thread (no `atomics` target feature), so the cells are never
// touched by two threads at once; native tests use their own `Stack` from one thread each.
unsafe impl<M> Sync for Stack<M> {}

impl<M: Memory> Stack<M> {
    pub(crate) const fn new(memory: M) -> Self {
        Stack {
            memory,
            top: Cell::new(0),
            last: Cell::new(0),
        }
    }

    /// The end of a block of `size` bytes starting at `start`, if the memory reaches that far.
    fn end(&self, start: usize, size: usize) -> Option<usize> {
        let end = start.checked_add(size.checked_add(UNIT - 1)? & !(UNIT - 1))?;
        self.memory.reach(end).then_some(end)
    }

    /// The header of the block starting at `block`: where the block below starts, and whether
    /// this one is freed.
    ///
    /// SAFETY: `block` must be a block this stack handed out (its header lies in front of it).
    unsafe fn header(block: usize) -> *mut [usize; 2] {
        (block - HEADER) as *mut [usize; 2]
    }
}

unsafe impl<M: Memory> GlobalAlloc for Stack<M> {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if self.top.get() == 0 {
            self.top.set(self.memory.start());
        }
        let align = layout.align().max(UNIT);
        let start = self
            .top
            .get()
            .checked_add(HEADER + align - 1)
            .map(|top| top & !(align - 1));
        match start.and_then(|start| Some((start, self.end(start, layout.size())?))) {
            Some((start, end)) => {
                // SAFETY: the header's bytes lie between the old top and the block, within the
                // memory reached, and are aligned to `UNIT`.
                unsafe { *Self::header(start) = [self.last.get(), 0] };
                self.last.set(start);
                self.top.set(end);
                start as *mut u8
            }
            None => null_mut(),
        }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, block: *mut u8, _layout: Layout) {
        // SAFETY: `block` was handed out by `alloc` and is live, so it has a header; so have the
        // blocks below it, which the headers chain to.
        unsafe {
            (*Self::header(block as usize))[1] = 1;
            while self.last.get() != 0 && (*Self::header(self.last.get()))[1] == 1 {
                self.top.set(self.last.get() - HEADER);
                self.last.set((*Self::header(self.last.get()))[0]);
            }
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if block as usize == self.last.get() {
            // On top: grow or shrink in place.
            return match self.end(block as usize, new_size) {
                Some(end) => {
                    self.top.set(end);
                    block
                }
                None => null_mut(),
            };
        }
        // SAFETY: the caller's guarantees for `realloc` are those `alloc` and `dealloc` need.
        unsafe {
            let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
            let moved = self.alloc(new_layout);
            if !moved.is_null() {
                core::ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                self.dealloc(block, layout);
            }
            moved
        }
    }
}

/// The WebAssembly module's memory, from the first page it grows by on. The stack takes fresh
/// pages rather than what follows the module's static data, as Rust's default allocator does: the
/// module's memory holds nothing after them, since nothing else in it grows the memory.
#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
pub(crate) struct WasmMemory;

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
impl Memory for WasmMemory {
    fn start(&self) -> usize {
        core::arch::wasm32::memory_size(0) * PAGE
    }

    fn reach(&self, end: usize) -> bool {
        let size = core::arch::wasm32::memory_size(0) * PAGE;
        end <= size || core::arch::wasm32::memory_grow(0, (end - size).div_ceil(PAGE)) != usize::MAX
    }
}

#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
const PAGE: usize = 65536;

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// A stack over an array of `size` bytes, aligned to 64, that cannot grow past it.
    struct Array {
        start: usize,
        size: usize,
    }

    impl Memory for Array {
        fn start(&self) -> usize {
            self.start
        }
        fn reach(&self, end: usize) -> bool {
            end <= self.start + self.size
        }
    }

    fn stack(size: usize) -> Stack<Array> {
        let bytes = Vec::leak(std::vec![0u8; size + 64]);
        let start = (bytes.as_ptr() as usize).next_multiple_of(64);
        Stack::new(Array { start, size })
    }

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn freed_blocks_come_back_when_everything_above_them_is_freed() {
        let stack = stack(1024);
        let bottom = stack.memory.start;
        unsafe {
            let kept = stack.alloc(layout(10, 1));
            assert_eq!(kept as usize, bottom + HEADER);
            let top = stack.top.get();
            assert_eq!(top, kept as usize + 16, "rounded to whole units");
            let a = stack.alloc(layout(3, 1));
            let b = stack.alloc(layout(20, 4));
            assert_eq!(a as usize, top + HEADER);
            assert_eq!(b as usize, a as usize + 8 + HEADER);
            stack.dealloc(b, layout(20, 4));
            stack.dealloc(a, layout(3, 1));
            assert_eq!(stack.top.get(), top, "freed from the top");
            let a = stack.alloc(layout(3, 1));
            let b = stack.alloc(layout(3, 1));
            stack.dealloc(a, layout(3, 1));
            assert_eq!(
                stack.top.get(),
                b as usize + 8,
                "a is below b, which is in use"
            );
            stack.dealloc(b, layout(3, 1));
            assert_eq!(stack.top.get(), top, "b freed, and a with it");
            // The block at the bottom outlives the others, as wasm-bindgen's table does.
            let c = stack.alloc(layout(100, 1));
            stack.dealloc(c, layout(100, 1));
            assert_eq!(stack.top.get(), top);
            stack.dealloc(kept, layout(10, 1));
            assert_eq!(
                stack.top.get(),
                bottom,
                "nothing in use: back to the bottom"
            );
        }
    }

    #[test]
    fn blocks_are_aligned_and_do_not_overlap() {
        let stack = stack(4096);
        unsafe {
            let mut blocks = Vec::new();
            for (size, align) in [(1, 1), (7, 2), (9, 16), (100, 64), (3, 8), (0x30, 32)] {
                let block = stack.alloc(layout(size, align));
                assert_eq!(block as usize % align, 0);
                core::ptr::write_bytes(block, blocks.len() as u8, size);
                blocks.push((block, size, align));
            }
            for (index, &(block, size, _)) in blocks.iter().enumerate() {
                let bytes = core::slice::from_raw_parts(block, size);
                assert!(bytes.iter().all(|&byte| byte == index as u8));
            }
            // Freed in any order, they all come back.
            for &(block, size, align) in blocks
                .iter()
                .step_by(2)
                .chain(blocks.iter().skip(1).step_by(2))
            {
                stack.dealloc(block, layout(size, align));
            }
            assert_eq!(stack.top.get(), stack.memory.start);
            assert_eq!(stack.last.get(), 0);
        }
    }

    #[test]
    fn a_block_on_top_grows_in_place_and_one_below_moves() {
        let stack = stack(1024);
        unsafe {
            let below = stack.alloc(layout(4, 4));
            core::ptr::copy_nonoverlapping([1u8, 2, 3, 4].as_ptr(), below, 4);
            let grown = stack.realloc(below, layout(4, 4), 40);
            assert_eq!(grown, below, "on top: in place");
            let above = stack.alloc(layout(8, 4));
            let moved = stack.realloc(below, layout(40, 4), 80);
            assert!(
                moved as usize > above as usize,
                "below another: moved above it"
            );
            assert_eq!(core::slice::from_raw_parts(moved, 4), [1, 2, 3, 4]);
            stack.dealloc(above, layout(8, 4));
            stack.dealloc(moved, layout(80, 4));
            assert_eq!(stack.top.get(), stack.memory.start);
        }
    }

    #[test]
    fn a_request_past_the_memory_fails() {
        let stack = stack(256);
        unsafe {
            let block = stack.alloc(layout(200, 8));
            assert!(!block.is_null());
            assert!(stack.alloc(layout(100, 8)).is_null());
            assert!(stack.realloc(block, layout(200, 8), 300).is_null());
            assert!(stack.alloc(layout(isize::MAX as usize - 4, 1)).is_null());
            stack.dealloc(block, layout(200, 8));
            assert!(!stack.alloc(layout(256 - HEADER, 8)).is_null());
        }
    }

    /// A batch's pattern, call after call: a table that outlives the calls; the input; an output
    /// that grows while each puzzle's solution is allocated and freed on top of it.
    #[test]
    fn batches_keep_their_memory_bounded() {
        let stack = stack(1 << 20);
        unsafe {
            let table = stack.alloc(layout(512, 4));
            let mut highest = Vec::new();
            for _call in 0..3 {
                let input = stack.alloc(layout(1000, 1));
                let mut output = (stack.alloc(layout(8, 4)), 8);
                for puzzle in 0..10_000usize {
                    let solution = stack.alloc(layout(81, 1));
                    stack.dealloc(solution, layout(81, 1));
                    if (puzzle + 1).is_power_of_two() {
                        // A push that finds the output full doubles it.
                        let grown = stack.realloc(output.0, layout(output.1, 4), output.1 * 2);
                        output = (grown, output.1 * 2);
                    }
                }
                highest.push(stack.top.get());
                stack.dealloc(input, layout(1000, 1));
                stack.dealloc(output.0, layout(output.1, 4));
                assert_eq!(stack.top.get(), table as usize + 512);
            }
            assert!(highest[0] - (table as usize) < 1024 + 2 * 65536 + 100 * HEADER);
            assert!(highest.iter().all(|&top| top == highest[0]), "{highest:?}");
        }
    }
}
