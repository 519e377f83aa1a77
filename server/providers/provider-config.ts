import type { z } from 'zod';

type Env<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/**
 * What one provider reads from the environment: its variables (a zod shape), which of them are
 * secrets (a mistyped value is never echoed), rules across them, and its part of the Config built
 * from them. server/env.ts composes these, so a new provider adds its variables in its own folder.
 */
export type ProviderConfig<Shape extends z.ZodRawShape, Part> = {
  env: Shape;
  secrets?: readonly (keyof Shape & string)[];
  /** `app.publicUrlSet`: whether PUBLIC_URL was given (links a user opens elsewhere need it). */
  check?: (env: Env<Shape>, ctx: z.RefinementCtx, app: { publicUrlSet: boolean }) => void;
  read: (env: Env<Shape>, app: { publicUrl: string }) => Part;
};

/** The part of Config a provider's variables give (what its factory is built from). */
export type ProviderPart<P extends { read: (...args: never[]) => unknown }> = ReturnType<P['read']>;

export const providerConfig = <Shape extends z.ZodRawShape, Part>(config: ProviderConfig<Shape, Part>) =>
  config;
