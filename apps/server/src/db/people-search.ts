import { ilike, type SQL } from 'drizzle-orm';
import { type PeopleSearchColumns, peopleSearchText, users } from './schema/users.ts';

/** A LIKE pattern for "contains" `text`, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one search for a person, wherever a list finds people by what staff type: a part of the
 * first name, the last name, "first last" or "last first", the e-mail, the username, the tax code
 * or the registration number, in any case. It is an ILIKE on `peopleSearchText`, the very
 * expression the trigram index users_search_idx is built on (pg_trgm, on PostgreSQL and on
 * PGlite alike), so a search of three characters or more is an index scan. `person` is the users
 * table or an alias of it (a list that joins people twice).
 */
export function personMatches(person: PeopleSearchColumns, search: string): SQL {
  return ilike(peopleSearchText(person), containsPattern(search));
}

/** A person as a console list shows them and writes to them: id, names and e-mail. */
export const personContact = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** A person as a log names them (the door log, the audit): id, username and names. */
export const personAccount = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
