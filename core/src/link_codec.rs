//! The compact binary body of a game link (R10): a whole game — position, rounds, start state
//! if any, actions — packed into bits, most significant bit first.
//!
//! Layout (widths in bits; `C` = bits for a cell index `y * W + x` below `W × H`):
//! - position: 1 flag "custom"; a built-in is its number (8); a custom position is its name
//!   (byte length 9, then UTF-8 bytes of 8), `W` (5), `H` (5), the region count (10), each
//!   region token (byte length 7, UTF-8 bytes), then every cell in reading order as 0 = empty,
//!   1 = dot, 2 + i = region i, in just enough bits for the largest code;
//! - rounds: 1 (0 = 3 sets, 1 = 4 sets, R3);
//! - start state: 1 flag "present"; then the player to move (1), sets received (3 + 3), both
//!   supplies (12 × 5, colours in [`Color::ALL`] order), the stone of every cell in reading
//!   order (3: 0 = none, 1 + colour index), the bridge count (16) and per bridge its ends in
//!   line order (C + C), kind (2: blue, yellow, red), cut (1) and, for red, who formed it (1);
//! - actions: count (20), then per action a tag (2: place, bridge, end turn, agree end) and
//!   for a place the cell (C) and colour (3), for a bridge its two ends as chosen (C + C);
//! - version 2 only (a game against the computer, issue 11): the computer's side (1: blue,
//!   yellow) and level (2: easy, medium, hard);
//! - zero bits up to the next byte.
//!
//! Version 1 is written for games between two players, so older apps keep reading them;
//! version 2 adds the opponent. Decoding replays every action through [`Game`] and checks the start state like any import,
//! and only the canonical encoding of the result is accepted.

use std::sync::Arc;

use crate::bits::{width_for, BitReader, BitWriter, OutOfBits};
use crate::board::Bridge;
use crate::color::{Color, Loyalty, Player};
use crate::computer::Level;
use crate::game::{Action, Game, StartState};
use crate::geometry::{Cell, Line};
use crate::link::LinkField;
use crate::opponent::Opponent;
use crate::position::{builtin, builtin_match, CellKind, Position};
use crate::position_build::{build_position, CellValue, PositionProblem, UsedCells};
use crate::rounds::Rounds;
use crate::rules::Refusal;
use crate::start_check::{start_game, StartError};

const NAME_LEN_BITS: u32 = 9;
const SIZE_BITS: u32 = 5;
const REGION_COUNT_BITS: u32 = 10;
const TOKEN_LEN_BITS: u32 = 7;
const SETS_BITS: u32 = 3;
const SUPPLY_BITS: u32 = 5;
const STONE_BITS: u32 = 3;
const BRIDGE_COUNT_BITS: u32 = 16;
const ACTION_COUNT_BITS: u32 = 20;
const TAG_BITS: u32 = 2;
const COLOR_BITS: u32 = 3;
const LEVEL_BITS: u32 = 2;

/// Why a link body was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum BodyError {
    /// The body ended inside a value.
    Truncated,
    /// Whole bytes are left after the last action.
    Trailing,
    /// A field holds a value the format never writes.
    BadValue(LinkField),
    /// The built-in number is not one of the built-ins.
    UnknownBuiltin(u8),
    /// The custom position is invalid.
    Position(PositionProblem),
    /// The start state breaks a rule.
    Start(StartError),
    /// An action is refused by the rules.
    IllegalAction(usize, Refusal),
    /// Everything decodes, but not as this app encodes it.
    NotCanonical,
}

impl From<OutOfBits> for BodyError {
    fn from(_: OutOfBits) -> BodyError {
        BodyError::Truncated
    }
}

/// The number of the built-in that `position` is, so a link can name it by that number.
fn builtin_number(position: &Position) -> Option<u8> {
    builtin_match(position).and_then(Position::number)
}

fn cell_bits(position: &Position) -> u32 {
    width_for(position.cell_count())
}

/// Encodes `game` and, for a version-2 body, its computer `opponent` (see the module
/// documentation); its rounds are 3 or 4.
pub(crate) fn encode(game: &Game, opponent: Option<Opponent>) -> Vec<u8> {
    let mut w = BitWriter::default();
    let position = game.position();
    write_position(&mut w, position);
    w.flag(game.rounds() == Rounds::Four);
    match game.start_state() {
        None => w.flag(false),
        Some(start) => {
            w.flag(true);
            write_start(&mut w, position, start);
        }
    }
    let actions = game.actions();
    w.write(actions.len() as u32, ACTION_COUNT_BITS);
    let c = cell_bits(position);
    for action in actions {
        match action {
            Action::Place { cell, color } => {
                w.write(0, TAG_BITS);
                w.write(position.index(cell) as u32, c);
                w.write(color.index() as u32, COLOR_BITS);
            }
            Action::Bridge { from, to } => {
                w.write(1, TAG_BITS);
                w.write(position.index(from) as u32, c);
                w.write(position.index(to) as u32, c);
            }
            Action::EndTurn => w.write(2, TAG_BITS),
            Action::AgreeEnd => w.write(3, TAG_BITS),
        }
    }
    if let Some(opponent) = opponent {
        w.flag(opponent.side == Player::Yellow);
        let level = Level::ALL.iter().position(|l| *l == opponent.level);
        w.write(level.unwrap_or(0) as u32, LEVEL_BITS);
    }
    w.into_bytes()
}

fn write_bytes(w: &mut BitWriter, bytes: &[u8], len_bits: u32) {
    w.write(bytes.len() as u32, len_bits);
    for b in bytes {
        w.write(u32::from(*b), 8);
    }
}

fn write_position(w: &mut BitWriter, position: &Position) {
    if let Some(n) = builtin_number(position) {
        w.flag(false);
        w.write(u32::from(n), 8);
        return;
    }
    w.flag(true);
    write_bytes(w, position.name().as_bytes(), NAME_LEN_BITS);
    w.write(u32::from(position.width()), SIZE_BITS);
    w.write(u32::from(position.height()), SIZE_BITS);
    let regions = position.regions();
    w.write(regions.len() as u32, REGION_COUNT_BITS);
    for region in regions {
        write_bytes(w, region.token.as_bytes(), TOKEN_LEN_BITS);
    }
    let code_bits = width_for(regions.len() + 2);
    for kind in position.kinds() {
        let code = match kind {
            CellKind::Empty => 0,
            CellKind::Dot => 1,
            CellKind::Region(i) => u32::from(*i) + 2,
        };
        w.write(code, code_bits);
    }
}

fn write_start(w: &mut BitWriter, position: &Position, start: &StartState) {
    w.flag(start.to_move == Player::Yellow);
    for sets in start.sets_received {
        w.write(u32::from(sets), SETS_BITS);
    }
    for supply in start.supply {
        for n in supply {
            w.write(u32::from(n), SUPPLY_BITS);
        }
    }
    let mut stones = vec![0u32; position.cell_count()];
    for &(cell, color) in &start.stones {
        if let Some(slot) = stones.get_mut(position.index(cell)) {
            *slot = color.index() as u32 + 1;
        }
    }
    for stone in stones {
        w.write(stone, STONE_BITS);
    }
    w.write(start.bridges.len() as u32, BRIDGE_COUNT_BITS);
    let c = cell_bits(position);
    for bridge in &start.bridges {
        w.write(position.index(bridge.line.start()) as u32, c);
        w.write(position.index(bridge.line.end()) as u32, c);
        let kind = match bridge.kind {
            Loyalty::Blue => 0,
            Loyalty::Yellow => 1,
            Loyalty::Red => 2,
        };
        w.write(kind, 2);
        w.flag(bridge.cut);
        if bridge.kind == Loyalty::Red {
            w.flag(bridge.formed_by == Player::Yellow);
        }
    }
}

/// Decodes a body written by [`encode`], replaying it through the rules, with the opponent when
/// `with_opponent` (a version-2 body); anything else is refused.
pub(crate) fn decode(
    body: &[u8],
    with_opponent: bool,
) -> Result<(Game, Option<Opponent>), BodyError> {
    let mut r = BitReader::new(body);
    let position = Arc::new(read_position(&mut r)?);
    let rounds = if r.flag()? {
        Rounds::Four
    } else {
        Rounds::Three
    };
    let mut game = if r.flag()? {
        let start = read_start(&mut r, &position)?;
        start_game(position.clone(), rounds, start).map_err(BodyError::Start)?
    } else {
        Game::new(position.clone(), rounds)
    };
    let count = r.read(ACTION_COUNT_BITS)? as usize;
    let c = cell_bits(&position);
    for index in 0..count {
        let action = match r.read(TAG_BITS)? {
            0 => Action::Place {
                cell: read_cell(&mut r, &position, c)?,
                color: read_color(&mut r)?,
            },
            1 => Action::Bridge {
                from: read_cell(&mut r, &position, c)?,
                to: read_cell(&mut r, &position, c)?,
            },
            2 => Action::EndTurn,
            _ => Action::AgreeEnd,
        };
        game.apply(action)
            .map_err(|refusal| BodyError::IllegalAction(index, refusal))?;
    }
    let opponent = if with_opponent {
        Some(read_opponent(&mut r)?)
    } else {
        None
    };
    if r.remaining() >= 8 {
        return Err(BodyError::Trailing);
    }
    if encode(&game, opponent) != body {
        return Err(BodyError::NotCanonical);
    }
    Ok((game, opponent))
}

fn read_opponent(r: &mut BitReader<'_>) -> Result<Opponent, BodyError> {
    let side = if r.flag()? {
        Player::Yellow
    } else {
        Player::Blue
    };
    let level = Level::ALL
        .get(r.read(LEVEL_BITS)? as usize)
        .copied()
        .ok_or(BodyError::BadValue(LinkField::Level))?;
    Ok(Opponent { side, level })
}

fn read_cell(r: &mut BitReader<'_>, position: &Position, bits: u32) -> Result<Cell, BodyError> {
    let index = r.read(bits)? as usize;
    let w = usize::from(position.width());
    // The index is below 2 × W × H, so x < W and y < 2 × H both fit in u8; a cell beyond the
    // grid is refused by the rules.
    let x = u8::try_from(index % w).unwrap_or(u8::MAX);
    let y = u8::try_from(index / w).unwrap_or(u8::MAX);
    Ok(Cell::new(x, y))
}

fn read_color(r: &mut BitReader<'_>) -> Result<Color, BodyError> {
    let i = r.read(COLOR_BITS)? as usize;
    Color::ALL
        .get(i)
        .copied()
        .ok_or(BodyError::BadValue(LinkField::Colour))
}

fn read_text(r: &mut BitReader<'_>, len_bits: u32, what: LinkField) -> Result<String, BodyError> {
    let len = r.read(len_bits)? as usize;
    let mut bytes = Vec::with_capacity(len);
    for _ in 0..len {
        bytes.push(r.read(8)? as u8);
    }
    String::from_utf8(bytes).map_err(|_| BodyError::BadValue(what))
}

fn read_position(r: &mut BitReader<'_>) -> Result<Position, BodyError> {
    if !r.flag()? {
        let n = r.read(8)? as u8;
        return builtin(n).cloned().ok_or(BodyError::UnknownBuiltin(n));
    }
    let name = read_text(r, NAME_LEN_BITS, LinkField::PositionName)?;
    let width = r.read(SIZE_BITS)?;
    let height = r.read(SIZE_BITS)?;
    let region_count = r.read(REGION_COUNT_BITS)? as usize;
    let mut tokens = Vec::new();
    for _ in 0..region_count {
        tokens.push(read_text(r, TOKEN_LEN_BITS, LinkField::RegionToken)?);
    }
    let code_bits = width_for(region_count + 2);
    let mut used = UsedCells::new();
    for y in 0..height {
        for x in 0..width {
            let value = match r.read(code_bits)? as usize {
                0 => continue,
                1 => CellValue::Dot,
                code => CellValue::Region(
                    tokens
                        .get(code - 2)
                        .ok_or(BodyError::BadValue(LinkField::Cell))?
                        .as_str(),
                ),
            };
            used.insert((y, x), value);
        }
    }
    build_position(&name, &used).map_err(BodyError::Position)
}

fn read_start(r: &mut BitReader<'_>, position: &Position) -> Result<StartState, BodyError> {
    let to_move = if r.flag()? {
        Player::Yellow
    } else {
        Player::Blue
    };
    let mut sets_received = [0u8; 2];
    for sets in &mut sets_received {
        *sets = r.read(SETS_BITS)? as u8;
    }
    let mut supply = [[0u8; 6]; 2];
    for n in supply.iter_mut().flatten() {
        *n = r.read(SUPPLY_BITS)? as u8;
    }
    let mut stones = Vec::new();
    for index in 0..position.cell_count() {
        let code = r.read(STONE_BITS)? as usize;
        if code > 0 {
            let color = Color::ALL
                .get(code - 1)
                .copied()
                .ok_or(BodyError::BadValue(LinkField::Stone))?;
            stones.push((position.cell_at(index), color));
        }
    }
    let count = r.read(BRIDGE_COUNT_BITS)?;
    let c = cell_bits(position);
    let mut bridges = Vec::new();
    for _ in 0..count {
        let from = read_cell(r, position, c)?;
        let to = read_cell(r, position, c)?;
        let line = Line::between(from, to).map_err(|_| BodyError::BadValue(LinkField::Bridge))?;
        let kind = match r.read(2)? {
            0 => Loyalty::Blue,
            1 => Loyalty::Yellow,
            2 => Loyalty::Red,
            _ => return Err(BodyError::BadValue(LinkField::BridgeKind)),
        };
        let cut = r.flag()?;
        let formed_by = match kind {
            Loyalty::Blue => Player::Blue,
            Loyalty::Yellow => Player::Yellow,
            Loyalty::Red if r.flag()? => Player::Yellow,
            Loyalty::Red => Player::Blue,
        };
        bridges.push(Bridge {
            line,
            kind,
            cut,
            formed_by,
        });
    }
    Ok(StartState {
        stones,
        bridges,
        supply,
        sets_received,
        to_move,
    })
}
