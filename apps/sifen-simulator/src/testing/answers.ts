import { expect } from 'vitest';
import { type SchemaName, validateAgainst } from '../schema';
import type { SoapReply } from './soap-client';

/** The answer's root element, alone, validated against the WS schema that declares it. */
export async function expectValidAnswer(reply: SoapReply, schema: SchemaName): Promise<void> {
  const root = /<env:Body>(.*)<\/env:Body>/s.exec(reply.body)?.[1] ?? '';
  expect(await validateAgainst(schema, [root])).toEqual([null]);
}
