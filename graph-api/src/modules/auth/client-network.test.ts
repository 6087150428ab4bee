import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    [null, 'unknown'],
  ])('counts %s as %s', (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });
});
