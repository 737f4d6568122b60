//! A line diff of two short texts (one section each), in the unified style: `-` old, `+` new,
//! two lines of context, `…` where unchanged lines are left out.

/// Past this many line pairs the comparison is not worth it: everything old out, everything new in.
const MAX_CELLS: usize = 4_000_000;
const CONTEXT: usize = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Same,
    Del,
    Add,
}

/// The diff of `old` and `new`, line by line.
pub fn lines(old: &str, new: &str) -> String {
    let a: Vec<&str> = if old.is_empty() {
        Vec::new()
    } else {
        old.lines().collect()
    };
    let b: Vec<&str> = if new.is_empty() {
        Vec::new()
    } else {
        new.lines().collect()
    };
    let ops = script(&a, &b);
    let keep: Vec<bool> = (0..ops.len())
        .map(|i| {
            let lo = i.saturating_sub(CONTEXT);
            let hi = (i + CONTEXT + 1).min(ops.len());
            ops[lo..hi].iter().any(|(op, _)| *op != Op::Same)
        })
        .collect();
    let mut out = String::new();
    let mut skipped = false;
    for (i, (op, line)) in ops.iter().enumerate() {
        if !keep[i] {
            skipped = true;
            continue;
        }
        if skipped {
            out.push_str("…\n");
        }
        skipped = false;
        out.push(match op {
            Op::Same => ' ',
            Op::Del => '-',
            Op::Add => '+',
        });
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The edit script by longest common subsequence.
fn script<'a>(a: &[&'a str], b: &[&'a str]) -> Vec<(Op, &'a str)> {
    if a.len().saturating_mul(b.len()) > MAX_CELLS {
        let mut out: Vec<(Op, &str)> = a.iter().map(|l| (Op::Del, *l)).collect();
        out.extend(b.iter().map(|l| (Op::Add, *l)));
        return out;
    }
    // lcs[i][j]: length of the LCS of a[i..] and b[j..].
    let w = b.len() + 1;
    let mut lcs = vec![0u32; (a.len() + 1) * w];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i * w + j] = if a[i] == b[j] {
                lcs[(i + 1) * w + j + 1] + 1
            } else {
                lcs[(i + 1) * w + j].max(lcs[i * w + j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::with_capacity(a.len() + b.len());
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            out.push((Op::Same, a[i]));
            i += 1;
            j += 1;
        } else if j < b.len() && (i == a.len() || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j]) {
            out.push((Op::Add, b[j]));
            j += 1;
        } else {
            out.push((Op::Del, a[i]));
            i += 1;
        }
    }
    // Deletions read better before the additions that replace them.
    let mut k = 0;
    while k < out.len() {
        let start = k;
        while k < out.len() && out[k].0 != Op::Same {
            k += 1;
        }
        out[start..k].sort_by_key(|(op, _)| *op == Op::Add);
        k += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::lines;

    #[test]
    fn changed_line_with_context_and_gaps() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh";
        let new = "a\nb\nc\nd\ne\nf\nG\nh";
        assert_eq!(lines(old, new), "…\n e\n f\n-g\n+G\n h\n");
        assert_eq!(lines("", "x"), "+x\n");
        assert_eq!(lines("x\ny", "y"), "-x\n y\n");
    }
}
