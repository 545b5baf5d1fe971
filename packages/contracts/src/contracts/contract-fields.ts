import { type CreateContractInput, createContractInputSchema } from './contract.schemas.ts';

/**
 * The fields a contract is written with, in the form's order: the web form places a 422's messages
 * under them and the server copies and compares them for the history. Derived from the input schema.
 */
export const contractFieldNames = Object.keys(
  createContractInputSchema.shape,
) as (keyof CreateContractInput)[];
