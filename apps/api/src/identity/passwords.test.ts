import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the same password', async () => {
    const first = await hashPassword('Secret123');
    const second = await hashPassword('Secret123');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Secret123', first)).toBe(true);
    expect(await verifyPassword('secret123', first)).toBe(false);
    expect(await verifyPassword('Secret123', null)).toBe(false);
    expect(await verifyPassword('Secret123', 'scrypt$x$y$z$a$b')).toBe(false);
    expect(await verifyPassword('Secret123', 'plain')).toBe(false);
  });
});
