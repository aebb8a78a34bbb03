import ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under by the login throttle and the rate limit. An IPv4
 * address (also written IPv4-mapped, ::ffff:1.2.3.4) is itself; an IPv6 address counts by its /64,
 * since one home or server is handed a whole /64 and could otherwise take a new address per guess.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a call from this machine itself. */
export function isLoopback(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  return ipaddr.process(ip).range() === 'loopback';
}
