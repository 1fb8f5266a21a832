import type { Db } from './client';

/** An open transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a repository runs its statements: the database itself, or a transaction it is part of. */
export type Executor = Db | Tx;
