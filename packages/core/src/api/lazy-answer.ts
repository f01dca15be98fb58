import type { AnswerSchema } from './types';

/** An {@link AnswerSchema} whose schema loads on first use, and its `preload` to start that early. */
export interface LazyAnswer<TData> extends AnswerSchema<TData> {
  /** Starts loading the schema (a call's answer is then parsed without waiting for it); never rejects. */
  preload(): void;
}

/**
 * An answer schema that imports its schema on first use. A store that runs on an app's first route, or
 * sits in an entry that carries no validator, names its calls' schemas this way
 * (docs/decisions/0001-contract-schemas.md): the schema's module loads beside the call (`preload`) and
 * parses the answer once it is in. A module that fails to load rejects the check, which the API client
 * turns into "no response" (01 §8), and is asked for again by the next check.
 */
export function lazyAnswer<TData>(load: () => Promise<AnswerSchema<TData>>): LazyAnswer<TData> {
  let loading: Promise<AnswerSchema<TData>> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    preload: () => void schema().catch(() => undefined),
    '~standard': {
      validate: async (value) => (await schema())['~standard'].validate(value),
    },
  };
}

/**
 * The contract's calls (`API_CONTRACT` of `@leasekit/core/contract`), imported on demand: the module an
 * app's API client loads with its first call too, so a store's lazy answers download nothing more.
 */
export const loadContract = () => import('../contract/schemas').then((module) => module.API_CONTRACT);

/**
 * The form schema's answer (`formSchemaAnswer` of `@leasekit/core/contract`), from the module
 * {@link loadContract} imports: every form the engine loads is parsed with it. In an app, whose client
 * loads that module with its first call, it downloads nothing more; a page that only shows a server's
 * form downloads the contract with its first schema (one module rather than two on every app's first
 * route, .size-limit.json).
 */
export const formSchemaAnswer = /* @__PURE__ */ lazyAnswer(() =>
  import('../contract/schemas').then((module) => module.formSchemaAnswer),
);
