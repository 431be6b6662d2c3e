//! What the tests read from a catalog's syntax tree: per message, the variables it uses
//! (through the messages it references, as Fluent resolves them with the same arguments), the
//! messages and terms it references, and its literal text.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use crate::l10n::{catalog_source, Language};

/// One message of a catalog as written.
#[derive(Debug, Default)]
pub struct Written {
    /// Variables used directly.
    pub variables: BTreeSet<String>,
    /// Messages referenced.
    pub messages: BTreeSet<String>,
    /// Terms referenced.
    pub terms: BTreeSet<String>,
    /// Every text element, in order, joined by `|` (what a translator wrote).
    pub text: String,
    /// Whether the message has attributes (the catalogs use none).
    pub has_attributes: bool,
    /// Whether the message has a value.
    pub has_value: bool,
}

/// A parsed catalog.
#[derive(Debug)]
pub struct Catalog {
    /// Messages by id.
    pub messages: BTreeMap<String, Written>,
    /// Terms by id (without the `-`), with what their values reference.
    pub terms: BTreeMap<String, Written>,
    /// Parser errors, as text.
    pub errors: Vec<String>,
}

impl Catalog {
    /// The catalog of `language`, parsed.
    pub fn of(language: Language) -> Catalog {
        let (resource, errors) = match parser::parse(catalog_source(language)) {
            Ok(resource) => (resource, Vec::new()),
            Err((resource, errors)) => {
                (resource, errors.iter().map(|e| format!("{e:?}")).collect())
            }
        };
        let mut messages = BTreeMap::new();
        let mut terms = BTreeMap::new();
        let mut junk = Vec::new();
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut written = Written {
                        has_attributes: !m.attributes.is_empty(),
                        has_value: m.value.is_some(),
                        ..Written::default()
                    };
                    if let Some(value) = &m.value {
                        pattern(value, &mut written);
                    }
                    messages.insert(m.id.name.to_owned(), written);
                }
                Entry::Term(t) => {
                    let mut written = Written {
                        has_attributes: !t.attributes.is_empty(),
                        has_value: true,
                        ..Written::default()
                    };
                    pattern(&t.value, &mut written);
                    terms.insert(t.id.name.to_owned(), written);
                }
                Entry::Junk { content } => junk.push(content.to_owned()),
                Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
            }
        }
        let mut errors = errors;
        errors.extend(junk.into_iter().map(|j| format!("junk: {j}")));
        Catalog {
            messages,
            terms,
            errors,
        }
    }

    /// The variables of message `id`, with those of the messages it references (Fluent
    /// formats a referenced message with the same arguments); terms have their own.
    pub fn variables(&self, id: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut out = BTreeSet::new();
        self.collect_variables(id, &mut seen, &mut out);
        out
    }

    fn collect_variables(&self, id: &str, seen: &mut BTreeSet<String>, out: &mut BTreeSet<String>) {
        if !seen.insert(id.to_owned()) {
            return;
        }
        if let Some(written) = self.messages.get(id) {
            out.extend(written.variables.iter().cloned());
            for reference in &written.messages {
                self.collect_variables(reference, seen, out);
            }
        }
    }

    /// Every message that `id` references, directly or through other messages.
    pub fn references(&self, id: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![id.to_owned()];
        while let Some(next) = stack.pop() {
            if let Some(written) = self.messages.get(&next) {
                for reference in &written.messages {
                    if seen.insert(reference.clone()) {
                        stack.push(reference.clone());
                    }
                }
            }
        }
        seen
    }
}

fn pattern(p: &Pattern<&str>, out: &mut Written) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => {
                if !out.text.is_empty() {
                    out.text.push('|');
                }
                out.text.push_str(value);
            }
            PatternElement::Placeable { expression } => self::expression(expression, out),
        }
    }
}

fn expression(e: &Expression<&str>, out: &mut Written) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, out);
            for variant in variants {
                pattern(&variant.value, out);
            }
        }
        Expression::Inline(i) => inline(i, out),
    }
}

fn inline(i: &InlineExpression<&str>, out: &mut Written) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.variables.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            out.messages.insert(id.name.to_owned());
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            out.terms.insert(id.name.to_owned());
            if let Some(arguments) = arguments {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, out);
            }
            for a in &arguments.named {
                inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression: e } => expression(e, out),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}
