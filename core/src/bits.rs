//! Bit-level writing and reading, most significant bit first: the packing of game links (R10).

/// Appends values of a given bit width to a byte buffer.
#[derive(Debug, Default)]
pub(crate) struct BitWriter {
    bytes: Vec<u8>,
    used: u32,
}

impl BitWriter {
    /// Writes the low `width` bits of `value` (`width` ≤ 32).
    pub(crate) fn write(&mut self, value: u32, width: u32) {
        for i in (0..width.min(32)).rev() {
            let bit = (value >> i) & 1;
            if self.used % 8 == 0 {
                self.bytes.push(0);
            }
            if let Some(last) = self.bytes.last_mut() {
                *last |= (bit as u8) << (7 - self.used % 8);
            }
            self.used += 1;
        }
    }

    /// Writes a flag as one bit.
    pub(crate) fn flag(&mut self, value: bool) {
        self.write(u32::from(value), 1);
    }

    /// The bytes written, the last one padded with zero bits.
    pub(crate) fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// The input ended before a value was complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfBits;

/// Reads values of a given bit width from bytes.
#[derive(Debug)]
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> BitReader<'a> {
    /// A reader at the first bit of `bytes`.
    pub(crate) fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, at: 0 }
    }

    /// Reads `width` bits (`width` ≤ 32) as an unsigned number.
    pub(crate) fn read(&mut self, width: u32) -> Result<u32, OutOfBits> {
        let mut value = 0u32;
        for _ in 0..width.min(32) {
            let byte = self.bytes.get(self.at / 8).ok_or(OutOfBits)?;
            let bit = (byte >> (7 - self.at % 8)) & 1;
            value = (value << 1) | u32::from(bit);
            self.at += 1;
        }
        Ok(value)
    }

    /// Reads one bit as a flag.
    pub(crate) fn flag(&mut self) -> Result<bool, OutOfBits> {
        Ok(self.read(1)? == 1)
    }

    /// Bits not yet read.
    pub(crate) fn remaining(&self) -> usize {
        (self.bytes.len() * 8).saturating_sub(self.at)
    }
}

/// The number of bits needed to write every number below `count` (at least 1).
pub(crate) fn width_for(count: usize) -> u32 {
    let max = count.saturating_sub(1).max(1);
    usize::BITS - max.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_come_back_in_order() {
        let mut w = BitWriter::default();
        w.write(5, 3);
        w.flag(true);
        w.write(0xABCD, 16);
        w.write(1, 1);
        let bytes = w.into_bytes();
        assert_eq!(bytes.len(), 3);
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.read(3), Ok(5));
        assert_eq!(r.flag(), Ok(true));
        assert_eq!(r.read(16), Ok(0xABCD));
        assert_eq!(r.read(1), Ok(1));
        assert_eq!(r.remaining(), 3);
        assert_eq!(r.read(4), Err(OutOfBits));
    }

    #[test]
    fn widths_cover_every_value_below_the_count() {
        assert_eq!(width_for(0), 1);
        assert_eq!(width_for(2), 1);
        assert_eq!(width_for(3), 2);
        assert_eq!(width_for(272), 9);
        assert_eq!(width_for(512), 9);
        assert_eq!(width_for(513), 10);
    }
}
