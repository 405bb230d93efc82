import { type TSchema, Type } from 'typebox';

/** The contract of every answer: `{code, message, data}`, code 0 on success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'success', data };
}

/** The response schema of a route, so that Fastify serialises (and filters) exactly these fields. */
export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });
