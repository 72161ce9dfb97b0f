/**
 * Writes that belong together (a variant with the revoke records of its replaced approvals) in transactions
 * of up to 100 items (DynamoDB's limit) without splitting a group across two transactions: a failure between two
 * leaves each variant either written with its records or not at all.
 */
import { personalizeRepository, type TreeWrite } from './personalize-repository';

const TX_LIMIT = 100;

export async function writeGrouped(groups: readonly (readonly TreeWrite[])[]): Promise<void> {
  let chunk: TreeWrite[] = [];
  for (const group of groups) {
    if (chunk.length && chunk.length + group.length > TX_LIMIT) {
      await personalizeRepository.write(chunk);
      chunk = [];
    }
    chunk.push(...group);
  }
  if (chunk.length) await personalizeRepository.write(chunk);
}
