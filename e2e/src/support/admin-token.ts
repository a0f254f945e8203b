import { expect } from '@playwright/test';
import { API } from './club';

interface Token {
  value: string;
  /** When to ask again: halfway through the token's life. */
  renewAt: number;
}

let held: Promise<Token> | undefined;

async function askForToken(): Promise<Token> {
  const response = await fetch(`${API}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: 'admin@demo.touchline.test',
      password: 'DevOnly-Admin-1',
    }),
  });
  const body = await response.text();
  expect(response.status, `the demo club admin signs in to the API: ${body}`).toBe(200);
  const { access_token, expires_in } = JSON.parse(body) as {
    access_token: string;
    expires_in: number;
  };
  return { value: access_token, renewAt: Date.now() + (expires_in * 1000) / 2 };
}

/**
 * The demo club admin's API access token, asked for once per worker and again halfway through
 * its life. Every journey that calls the API as the admin asked for its own, and with the
 * back-office journeys' sign-ins in the pages they came near the API's limit on token requests
 * per address and account (10 a minute): they all sign in as the one admin from one address.
 */
export async function demoAdminToken(): Promise<string> {
  const token = held && (await held.catch(() => undefined));
  if (!token || Date.now() >= token.renewAt) {
    held = askForToken();
    return (await held).value;
  }
  return token.value;
}
