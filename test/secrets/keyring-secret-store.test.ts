import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { describeWithKeychain, keychainProblem, keychainRequired, testKey, testKeychain } from '../support/keychain';

describeWithKeychain('the OS keychain store, against the real keychain', () => {
  const store = testKeychain();
  const accounts: string[] = [];
  const newAccount = () => {
    const account = randomUUID();
    accounts.push(account);
    return account;
  };

  afterEach(async () => {
    for (const account of accounts.splice(0)) await store.delete(account);
  });

  it('is usable here, where a keychain is required', () => {
    expect(keychainRequired ? keychainProblem : undefined).toBeUndefined();
  });

  it('stores a key and reads it back', async () => {
    const account = newAccount();
    const key = testKey();

    await store.set(account, key);

    expect(await store.get(account)).toBe(key);
  });

  it('answers undefined for an account that has no entry', async () => {
    expect(await store.get(newAccount())).toBeUndefined();
  });

  it('replaces the key when one is stored again under the same account', async () => {
    const account = newAccount();
    const rotated = testKey('live');

    await store.set(account, testKey());
    await store.set(account, rotated);

    expect(await store.get(account)).toBe(rotated);
  });

  it('keeps the entries of different accounts apart', async () => {
    const [first, second] = [newAccount(), newAccount()];
    const [firstKey, secondKey] = [testKey(), testKey()];

    await store.set(first, firstKey);
    await store.set(second, secondKey);

    expect([await store.get(first), await store.get(second)]).toEqual([firstKey, secondKey]);
  });

  it('deletes a key, and says whether there was one to delete', async () => {
    const account = newAccount();
    await store.set(account, testKey());

    expect(await store.delete(account)).toBe(true);
    expect(await store.get(account)).toBeUndefined();
    expect(await store.delete(account)).toBe(false);
  });

  it('describes itself as the OS keychain, with nothing to warn about', () => {
    expect(store.describe()).toEqual({ kind: 'os-keychain' });
  });
});
