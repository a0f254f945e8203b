import { createBackofficeCalls } from '@touchline/api-client';
import type { ContactMessageQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The contact inbox's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** A page of the club's contact messages, with how many are unread (with the paged list). */
export const contactMessagesRead = defineServerRead(
  'backoffice/contact-messages',
  (http, query: ContactMessageQuery, signal) =>
    createBackofficeCalls(http).getContactMessages(query, { signal }),
);
