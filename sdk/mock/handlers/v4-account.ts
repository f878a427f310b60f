/**
 * v4 mock resolvers for accounts and users: login check, build info, registration
 * (register → confirm with the emailed token `gifkit-confirm-<username>`), resend, password
 * reset, user profiles (only the caller, user 1, may update itself), view counts, the Spotify
 * artist lookup and the dashboard's trending searches.
 */

import { findGif, hashOf, SELF_ID, searchPool, type V4User } from '../data/v4';
import type { V4State } from '../data/v4-state';
import { MockHttpError } from '../define';
import trendingSearches from '../fixtures/giphy-js__trending-searches.json';
import {
  fieldsOf,
  invalid,
  isAuthenticated,
  notFound,
  optionalBool,
  optionalString,
  requiredString,
  type V4Resolvers,
  validEmail,
} from './v4-helpers';

const SPOTIFY_ARTISTS: Record<string, string> = {
  '06HL4z0CvFAxyc27GXpf02': 'Taylor Swift',
  '3TVXtAsR1Inumwj472S9r4': 'Drake',
  '1Xyo4u8uXC1ZmMpatF05PJ': 'The Weeknd',
  '4q3ewBCX7sLwd24euuV69X': 'Bad Bunny',
};

const PROFILE_FIELDS = [
  'display_name',
  'description',
  'website_url',
  'instagram_url',
  'twitter_url',
  'facebook_url',
  'tumblr_url',
] as const;

export function createAccountResolvers(state: V4State) {
  /** A user as others see it (no email), or in full for the caller. */
  const visible = (user: V4User): V4User => (user.id === SELF_ID ? user : { ...user, email: undefined });
  const userOf = (id: string) => state.users.get(Number(id)) ?? notFound();
  const taken = (username: string) =>
    [...state.users.values(), ...state.pending.values()].some(
      (u) => u.username.toLowerCase() === username.toLowerCase(),
    );

  return {
    checkLogin: ({ request }) => {
      const self = state.users.get(SELF_ID);
      return isAuthenticated(request) && self ? { logged_in: true, user: self } : { logged_in: false, user: null };
    },

    getEnvBuild: () => ({
      build: '2024.09.10-1f3c2ab',
      environment: 'production',
      commit: '1f3c2ab9e07d4c55b8f0a61d2e93c7b4a5f6e018',
      released_at: '2024-09-10T18:00:00Z',
    }),

    register: ({ body }) => {
      const fields = fieldsOf(body);
      const email = validEmail(fields.email);
      const username = requiredString(fields.username, 'username');
      if (!/^[A-Za-z0-9_-]{2,50}$/.test(username))
        invalid('username', 'Use 2-50 letters, digits, hyphens or underscores.');
      if (taken(username)) invalid('username', 'A user with that username already exists.');
      if (requiredString(fields.password, 'password').length < 8) {
        invalid('password', 'This password is too short. It must contain at least 8 characters.');
      }
      const id = state.next.user++;
      state.pending.set(`gifkit-confirm-${username}`, { id, username, email });
      return { id, username, email, is_confirmed: false, detail: 'Check your email to confirm your account.' };
    },

    confirmRegistration: ({ body }) => {
      const token = requiredString(fieldsOf(body).token, 'token');
      const pending = state.pending.get(token) ?? invalid('token', 'Invalid or expired confirmation token.');
      state.pending.delete(token);
      const user: V4User = {
        id: pending.id,
        username: pending.username,
        display_name: pending.username,
        email: pending.email,
        profile_url: `https://giphy.com/${pending.username}/`,
        user_type: 'user',
        is_verified: false,
        is_public: true,
        is_staff: false,
        date_joined: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        last_login: null,
      };
      state.users.set(user.id, user);
      return { detail: 'Your account is confirmed.', user };
    },

    resendRegistration: ({ body }) => {
      validEmail(fieldsOf(body).email);
      return { detail: 'If this address has a pending registration, a new confirmation email is on its way.' };
    },

    resetPassword: ({ body }) => {
      validEmail(fieldsOf(body).email);
      return { detail: 'If this address has an account, a password reset link is on its way.' };
    },

    getUser: ({ params }) => visible(userOf(params.id)),

    updateUser: ({ params, body }) => {
      const user = userOf(params.id);
      if (user.id !== SELF_ID) throw new MockHttpError(403, 'You do not have permission to perform this action.');
      const fields = fieldsOf(body);
      const changes: Partial<V4User> = {};
      for (const key of PROFILE_FIELDS) {
        const value = optionalString(fields[key], key);
        if (value !== undefined) changes[key] = value;
      }
      if (fields.email !== undefined) changes.email = validEmail(fields.email);
      const isPublic = optionalBool(fields.is_public, 'is_public');
      if (isPublic !== undefined) changes.is_public = isPublic;
      if (!Object.keys(changes).length) invalid('non_field_errors', 'No fields to update.');
      Object.assign(user, changes);
      return user;
    },

    getUserViewCount: ({ params }) => {
      const user = userOf(params.id);
      return { id: user.id, view_count: 50_000 + (hashOf(user.username) % 250_000_000) };
    },

    getProxyGifViewCount: ({ params }) => {
      if (!findGif(params.id)) notFound();
      return { id: params.id, view_count: 1_000 + (hashOf(params.id) % 5_000_000) };
    },

    getSpotifyArtist: ({ query }) => {
      const url = requiredString(query.get('spotify_url') ?? undefined, 'spotify_url');
      const match = /^https:\/\/open\.spotify\.com\/(?:intl-[a-z]+\/)?artist\/([A-Za-z0-9]{22})(?:[/?#]|$)/.exec(url);
      if (!match) invalid('spotify_url', 'Enter a valid Spotify artist URL.');
      const name = SPOTIFY_ARTISTS[match[1]!] ?? notFound();
      return { name, id: match[1] };
    },

    getDashboardTrendingSearches: ({ query }) => {
      const username = query.get('username');
      if (!username) {
        const results = trendingSearches.data.map((term, i) => ({
          term,
          count: 98_000 - i * 3_700 - (hashOf(term) % 900),
        }));
        return { username: null, results };
      }
      const counts = new Map<string, number>();
      const skip = new Set(['gif', 'by', 'the', 'and', 'sticker', username.toLowerCase()]);
      for (const gif of searchPool()) {
        if (String(gif.username).toLowerCase() !== username.toLowerCase()) continue;
        const tags = Array.isArray(gif.tags) ? gif.tags : [];
        const words = `${gif.title ?? ''} ${tags.join(' ')}`.toLowerCase().match(/[a-z][a-z']{2,}/g) ?? [];
        for (const word of new Set(words)) if (!skip.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      const results = [...counts]
        .map(([term, n]) => ({ term, count: n * 120 + (hashOf(term) % 100) }))
        .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
        .slice(0, 20);
      return { username, results };
    },
  } satisfies Partial<V4Resolvers>;
}
