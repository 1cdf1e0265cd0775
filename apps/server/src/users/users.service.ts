import { isUniqueViolation } from '../db/uniqueViolation';
import { type ProfileUpdate, type RegisterInput, type Role, isAdmin, isReservedCreatorName } from '@layout/model';
import { CREATORS } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { countryOfIp } from '../geo/country';
import { fieldError, forbidden, notFound } from '../http/errors';
import { findUserById, insertUser, isCreatorNameTaken, updateUser } from './users.queries';
import type { UserRow } from './users.table';

const CREATOR_NAME_TAKEN = 'This creator name is already taken';

/** Registers an account with the role 'user' (422 on email when it is already registered). */
export async function register(db: Db, form: Pick<RegisterInput, 'email' | 'password' | 'firstname' | 'lastname'>, ip: string): Promise<UserRow> {
  // Hashed before the uniqueness check, so a taken e-mail is answered as slowly as a new one.
  // The answer itself says 'already registered': the register form shows the server's field
  // errors (spec 000 section 5); the per-address limit keeps that from being a bulk lookup.
  const passwordHash = await hashPassword(form.password);
  const user = await insertUser(db, {
    email: form.email,
    passwordHash,
    firstname: form.firstname,
    lastname: form.lastname,
    role: 'user',
    country: countryOfIp(ip),
  });
  if (!user) throw fieldError('email', 'isUnique', 'This e-mail is already registered');
  return user;
}

/**
 * Changes a profile: the caller's own, or anyone's for an admin (403 otherwise). A creator name
 * belongs to creators only and must name no other creator's page.
 */
export async function updateProfile(db: Db, me: UserRow, userId: number, changes: ProfileUpdate): Promise<UserRow> {
  if (me.id !== userId && !isAdmin(me)) throw forbidden('Forbidden', 'You can only change your own profile');
  const target = await findUserById(db, userId);
  if (!target) throw notFound('User not found');
  // The account being changed must be a creator, whoever changes it (an admin editing a user too).
  if (changes.creatorName && !CREATORS.includes(target.role)) {
    throw fieldError('creatorName', 'isCreator', 'Only designers have a creator name');
  }
  // A creator page is '/{name}': a name that is the address of one of Layout's own pages would never open.
  if (changes.creatorName && isReservedCreatorName(changes.creatorName)) {
    throw fieldError('creatorName', 'isAvailable', 'This name is the address of a page of the editor: choose another');
  }
  // Creator pages are found by name ignoring case and separators, so names must differ in more.
  if (changes.creatorName && (await isCreatorNameTaken(db, changes.creatorName, userId))) {
    throw fieldError('creatorName', 'isUnique', CREATOR_NAME_TAKEN);
  }
  try {
    const { creatorName, ...rest } = changes;
    const updated = await updateUser(db, userId, {
      ...rest,
      ...(creatorName !== undefined ? { creatorName: creatorName || null } : {}),
      ...(rest.ddf ? { ddf: { ...target.ddf, ...rest.ddf } } : {}),
    });
    return updated ?? target;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('creatorName', 'isUnique', CREATOR_NAME_TAKEN);
    throw error;
  }
}

/**
 * An admin gives an account a role (making a user a designer is how one starts publishing). An
 * admin's own role is not theirs to change here: the last admin could lock everyone out, and a
 * slip would take the page they are on away from them (the admin CLI's set-role still can).
 */
export async function setRole(db: Db, me: UserRow, userId: number, role: Role): Promise<UserRow> {
  if (!isAdmin(me)) throw forbidden('Forbidden', 'Only admins change roles');
  if (me.id === userId) throw fieldError('role', 'notSelf', 'You cannot change your own role');
  const target = await findUserById(db, userId);
  if (!target) throw notFound('User not found');
  return (await updateUser(db, userId, { role })) ?? target;
}
