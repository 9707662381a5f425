import type { ChangeEmailBody } from '@school/domain/auth/contracts/change-email';
import {
  type ChangePasswordBody,
  passwordChangeProblem,
} from '@school/domain/auth/contracts/change-password';
import type { LogInBody } from '@school/domain/auth/contracts/log-in';
import type { RequestPasswordResetBody } from '@school/domain/auth/contracts/request-password-reset';
import type { ResetPasswordBody } from '@school/domain/auth/contracts/reset-password';
import type { SignUpBody } from '@school/domain/auth/contracts/sign-up';
import {
  PASSWORD_RESET_TTL_MS,
  RECOVERY_MAX_PER_CLIENT,
  RECOVERY_MAX_PER_RECIPIENT,
  RECOVERY_WINDOW_MS,
} from '@school/domain/shared/limits';
import { localeFromProfile } from '@school/domain/shared/locale';
import { initialRoleClaim } from '@school/domain/staff/people';
import type { Config } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { emailChangedMail, passwordResetMail, welcomeMail } from './auth.mails.ts';
import * as repo from './auth.repository.ts';
import { accountIdentifiers, hashNewPassword, verifyPassword } from './passwords.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * Creates an account inside the caller's transaction and queues the welcome mail with it: the
 * sign-up and the application's step 0 ("createAndLogin") both go through here. The username is
 * stored lower-case; a taken one is `auth.usernameTaken`. The caller flushes the mailer after the
 * commit.
 */
export async function createAccount(
  tx: DbOrTx,
  mailer: Mailer,
  values: NewUserRow & { passwordHash: string | null },
): Promise<UserRow> {
  const row = await repo.insertUser(tx, values);
  // "Registration denied is set when the username already exists."
  if (!row)
    throw new AppError(409, 'auth.usernameTaken', 'The username already exists', {
      username: 'auth.usernameTaken',
    });
  await mailer.enqueue(
    tx,
    welcomeMail(row.email || row.username, row.firstName, localeFromProfile(row.language)),
  );
  return row;
}

export async function signUp(deps: AuthDeps, body: SignUpBody): Promise<UserRow> {
  const { db } = deps;
  const passwordHash = await hashNewPassword(body.password, 'password', [body.username, body.email]);
  const user = await db.transaction((tx) =>
    createAccount(tx, deps.mailer, {
      username: body.username,
      passwordHash,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      sex: body.sex,
      birthDate: body.birthDate || null,
      mobilePhone: body.mobilePhone,
      signupRole: body.role,
      roleClaim: initialRoleClaim(body.role),
      privacyAccepted: body.privacy,
      language: body.language,
    }),
  );
  void deps.mailer.flush();
  return user;
}

const accountKey = (username: string) => `account:${username.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;
const deviceKey = (tokenHash: string) => `device:${tokenHash}`;

/** How long a device stays trusted after a successful login from it. */
export const TRUSTED_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface LogInClient {
  ip: string;
  /** The device cookie sent with the request, if any. */
  deviceToken: string | undefined;
}

/**
 * Wrong password: "Credenziali errate"; blocked user: "Utente Bloccato" (only told to someone who
 * knows the password). Failed logins are limited the way OWASP recommends with device cookies:
 * an attempt from a device the user signed in from before is counted for that device alone;
 * attempts from anywhere else share the account's counter (and the address's). Each attempt is
 * reserved atomically before the password is checked, so parallel requests cannot exceed a limit.
 * Returns the user and, for a device not yet trusted, the token of its new device cookie.
 */
export async function logIn(
  deps: AuthDeps,
  body: LogInBody,
  client: LogInClient,
): Promise<{ user: UserRow; newDeviceToken: string | null }> {
  const { db, config } = deps;
  if (body.username === '' || body.password === '') {
    throw new AppError(400, 'auth.emptyCredentials', 'Username and password are required');
  }
  const now = new Date();
  const windowStartAfter = new Date(now.getTime() - config.login.windowMs);
  const user = await repo.findUserByUsername(db, body.username);
  const deviceHash =
    client.deviceToken && client.deviceToken.length <= 100 ? hashToken(client.deviceToken) : null;
  const device = deviceHash ? await repo.findTrustedDevice(db, deviceHash, now) : undefined;
  const trusted = Boolean(user && device && device.userId === user.id);

  const limits: Array<[key: string, max: number]> =
    trusted && deviceHash
      ? [[deviceKey(deviceHash), config.login.maxPerAccount]]
      : [
          [addressKey(client.ip), config.login.maxPerAddress],
          [accountKey(body.username), config.login.maxPerAccount],
        ];
  const reserved: string[] = [];
  for (const [key, max] of limits) {
    if (!(await repo.reserveAttempt(db, key, max, now, windowStartAfter))) {
      for (const done of reserved) await repo.releaseAttempt(db, done);
      throw new AppError(429, 'request.rateLimited', 'Too many failed attempts, try again later');
    }
    reserved.push(key);
  }

  const ok = await verifyPassword(user?.passwordHash, body.password);
  // A failure keeps its reserved attempts: they are the failure count.
  if (!user || !ok) throw new AppError(401, 'auth.wrongCredentials', 'Wrong credentials');
  for (const key of reserved) {
    if (key.startsWith('address:')) await repo.releaseAttempt(db, key);
    else await repo.clearFailures(db, key);
  }
  if (user.isBlocked) throw new AppError(403, 'auth.blocked', 'Blocked user');
  if (trusted) return { user, newDeviceToken: null };
  return { user, newDeviceToken: await trustNewDevice(db, user.id, now) };
}

/** Trusts the browser a person just signed in from: the token of its new device cookie. */
export async function trustNewDevice(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await repo.insertTrustedDevice(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_TTL_MS),
  });
  return token;
}

/** Whether a device cookie is a live one of this person's (a sign-in from it needs no new one). */
export async function isTrustedDevice(
  db: DbOrTx,
  userId: string,
  deviceToken: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 100) return false;
  const device = await repo.findTrustedDevice(db, hashToken(deviceToken), now);
  return device?.userId === userId;
}

/** The counters of failed sign-ins (`logIn`), shared with the passkey sign-in. */
export const loginCounterKeys = { account: accountKey, address: addressKey };

/**
 * A recovery link by mail; an unknown address gets the specification's user-not-found answer.
 * Requests are limited per client address, per e-mail address and per account (an hour's window),
 * so nobody can flood a mailbox or probe many addresses.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  body: RequestPasswordResetBody,
  ip: string,
): Promise<void> {
  const { db, config } = deps;
  const now = new Date();
  const windowStartAfter = new Date(now.getTime() - RECOVERY_WINDOW_MS);
  const limited = () =>
    new AppError(429, 'request.rateLimited', 'Too many recovery requests, try again later');
  const reserve = (key: string, max: number) => repo.reserveAttempt(db, key, max, now, windowStartAfter);
  if (!(await reserve(`recovery-client:${ip}`, RECOVERY_MAX_PER_CLIENT))) throw limited();
  if (!(await reserve(`recovery-email:${body.email.toLowerCase()}`, RECOVERY_MAX_PER_RECIPIENT)))
    throw limited();
  const user = await repo.findUserByEmail(db, body.email);
  if (!user || user.isBlocked) throw new AppError(404, 'auth.userNotFound', 'User not found');
  if (!(await reserve(`recovery-account:${user.id}`, RECOVERY_MAX_PER_RECIPIENT))) throw limited();
  const token = newToken();
  const link = `${config.publicUrl}/recovery?tkn=${encodeURIComponent(token)}`;
  const to = user.email || user.username;
  await db.transaction(async (tx) => {
    await repo.insertResetToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await deps.mailer.enqueue(tx, passwordResetMail(to, link, body.language, PASSWORD_RESET_TTL_MS / 60_000));
  });
  void deps.mailer.flush();
}

/** Sets a new password from a recovery link; the link is single-use and every session ends. */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<void> {
  const { db } = deps;
  const tokenHash = hashToken(body.tkn);
  const now = new Date();
  const owner = await repo.resetTokenOwner(db, tokenHash, now);
  if (!owner) {
    throw new AppError(400, 'auth.resetLinkInvalid', 'Password recovery link no longer valid');
  }
  if (body.password !== body.confirm) throw new AppError(400, 'auth.passwordMismatch', 'Password no match');
  const passwordHash = await hashNewPassword(body.password, 'password', accountIdentifiers(owner));
  await db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, tokenHash, now);
    if (!userId) throw new AppError(400, 'auth.resetLinkInvalid', 'Password recovery link no longer valid');
    const user = await repo.updateUser(tx, userId, { passwordHash });
    await repo.deleteUserSessions(tx, userId);
    // The owner proved it through the mail: failures of others no longer lock the account.
    if (user) await repo.clearFailures(tx, accountKey(user.username));
  });
}

export async function changePassword(deps: AuthDeps, user: UserRow, body: ChangePasswordBody): Promise<void> {
  const { db } = deps;
  // Accounts created through an identity provider have no password yet: they set one.
  if (user.passwordHash !== null && !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError(400, 'auth.wrongOldPassword', 'The old password is wrong');
  }
  const problem = passwordChangeProblem(body);
  if (problem) throw new AppError(400, problem, problem);
  const passwordHash = await hashNewPassword(body.newPassword, 'newPassword', accountIdentifiers(user));
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    // Every session ends, this one too: the route starts a new one for this browser.
    await repo.deleteUserSessions(tx, user.id);
  });
}

export async function changeEmail(deps: AuthDeps, user: UserRow, body: ChangeEmailBody): Promise<UserRow> {
  const { db } = deps;
  // The owner confirms with the current password (accounts of a provider only have none).
  if (user.passwordHash !== null && !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError(400, 'auth.wrongOldPassword', 'The current password is wrong', {
      password: 'auth.wrongOldPassword',
    });
  }
  if (await repo.isEmailUsedByOther(db, body.email, user.id)) {
    throw new AppError(409, 'auth.emailTaken', 'The e-mail belongs to another account');
  }
  const language = localeFromProfile(user.language);
  const updated = await db.transaction(async (tx) => {
    const row = await repo.updateUser(tx, user.id, { email: body.email });
    if (!row) throw new AppError(404, 'request.notFound', 'User not found');
    const notify = user.email || user.username;
    if (notify && notify.toLowerCase() !== body.email.toLowerCase()) {
      await deps.mailer.enqueue(tx, emailChangedMail(notify, body.email, language));
    }
    return row;
  });
  void deps.mailer.flush();
  return updated;
}
