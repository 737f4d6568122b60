//! `--trusted-proxy CIDR`: behind a reverse proxy the peer is the proxy, and the reader's
//! address is in `X-Forwarded-For` (or `Forwarded: for=`). Those headers are believed only from
//! a trusted peer, and read from the right, skipping trusted hops: anything left of the first
//! untrusted address was written by the client and may be forged.

use std::net::IpAddr;
use std::str::FromStr;

use axum::http::{header, HeaderMap};

/// An address block, `10.0.0.0/8`, `::1/128` or a single address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let (addr, bits) = s.split_once('/').map_or((s, None), |(a, b)| (a, Some(b)));
        let net: IpAddr = addr
            .trim()
            .parse()
            .map_err(|_| format!("`{s}` is not an IP address or CIDR block"))?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(b) => b
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= max)
                .ok_or_else(|| format!("`{s}`: the prefix length must be 0 to {max}"))?,
            None => max,
        };
        Ok(Self { net, bits })
    }
}

impl Cidr {
    pub fn contains(&self, ip: IpAddr) -> bool {
        let masked = |a: u128, b: u128, width: u32| {
            let shift = width - u32::from(self.bits);
            shift >= width || (a >> shift) == (b >> shift)
        };
        match (self.net, ip.to_canonical()) {
            (IpAddr::V4(n), IpAddr::V4(a)) => masked(u32::from(n).into(), u32::from(a).into(), 32),
            (IpAddr::V6(n), IpAddr::V6(a)) => masked(u128::from(n), u128::from(a), 128),
            _ => false,
        }
    }
}

/// The reader's address: `peer`, or when `peer` is a trusted proxy, the last address the
/// forwarding headers name that is not itself a trusted proxy.
pub fn client(peer: IpAddr, headers: &HeaderMap, trusted: &[Cidr]) -> IpAddr {
    let is_trusted = |ip: IpAddr| trusted.iter().any(|c| c.contains(ip));
    if !is_trusted(peer) {
        return peer;
    }
    let mut hops: Vec<IpAddr> = Vec::new();
    for value in headers.get_all("x-forwarded-for") {
        let Ok(text) = value.to_str() else { continue };
        hops.extend(
            text.split(',')
                .filter_map(|h| h.trim().parse::<IpAddr>().ok()),
        );
    }
    if hops.is_empty() {
        for value in headers.get_all(header::FORWARDED) {
            let Ok(text) = value.to_str() else { continue };
            hops.extend(text.split([',', ';']).filter_map(forwarded_for));
        }
    }
    hops.into_iter()
        .rev()
        .find(|ip| !is_trusted(*ip))
        .unwrap_or(peer)
}

/// The address of one `for=` element (`for=192.0.2.1`, `for="[2001:db8::1]:4711"`).
fn forwarded_for(element: &str) -> Option<IpAddr> {
    let (key, value) = element.trim().split_once('=')?;
    if !key.trim().eq_ignore_ascii_case("for") {
        return None;
    }
    let value = value.trim().trim_matches('"');
    if let Some(v6) = value.strip_prefix('[') {
        return v6.split(']').next()?.parse().ok();
    }
    let host = value.rsplit_once(':').map_or(value, |(h, _)| h);
    host.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn forwarded_headers_count_only_from_a_trusted_peer() {
        let trusted = ["10.0.0.0/8".parse().unwrap()];
        let forged = headers(&[("x-forwarded-for", "1.2.3.4")]);
        let outsider: IpAddr = "203.0.113.9".parse().unwrap();
        assert_eq!(client(outsider, &forged, &trusted), outsider);
        // The client wrote 6.6.6.6 itself; the proxy appended what it saw.
        let chain = headers(&[("x-forwarded-for", "6.6.6.6, 198.51.100.7, 10.1.1.1")]);
        assert_eq!(
            client("10.0.0.2".parse().unwrap(), &chain, &trusted),
            "198.51.100.7".parse::<IpAddr>().unwrap()
        );
        let rfc = headers(&[("forwarded", "for=\"[2001:db8::1]:4711\";proto=https")]);
        assert_eq!(
            client("10.0.0.2".parse().unwrap(), &rfc, &trusted),
            "2001:db8::1".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn cidr_blocks_parse_and_match() {
        let block: Cidr = "192.168.0.0/16".parse().unwrap();
        assert!(block.contains("192.168.4.5".parse().unwrap()));
        assert!(!block.contains("192.169.0.1".parse().unwrap()));
        assert!("0.0.0.0/0"
            .parse::<Cidr>()
            .unwrap()
            .contains("8.8.8.8".parse().unwrap()));
        assert!("::1"
            .parse::<Cidr>()
            .unwrap()
            .contains("::1".parse().unwrap()));
        assert!("10.0.0.0/33".parse::<Cidr>().is_err());
        assert!("proxy".parse::<Cidr>().is_err());
    }
}
