import type { AnswerSchema } from './types';

/**
 * An answer schema that arrives later: `schema` is the call's `answer`, being loaded (a dynamic import
 * of its definition, started by the caller before the call so both travel together). The client parses
 * the answer once it is there; a schema that fails to load fails the parse, which the client reports as
 * no response (01 §8). For a first screen, whose bundle must not carry the validator
 * (docs/decisions/0001-contract-schemas.md).
 */
export function lazyAnswer<TData>(schema: Promise<AnswerSchema<TData>>): AnswerSchema<TData> {
  return { '~standard': { validate: async (value) => (await schema)['~standard'].validate(value) } };
}
