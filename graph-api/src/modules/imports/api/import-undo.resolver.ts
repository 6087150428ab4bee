import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../../graphql/context';
import type { ImportService } from '../service/import.service';
import { importNotFound } from '../service/import-undo';
import { ImportUndoView } from './import-undo.types';

/** An import's id as given (an ID); anything not a row id is not found. */
export const importIdOf = (id: unknown): number => {
  if (typeof id !== 'string' || !/^\d{1,15}$/.test(id)) throw importNotFound();
  return Number(id);
};

@Resolver()
export class ImportUndoResolver {
  constructor(private readonly imports: ImportService) {}

  @Authorized()
  @Query(() => ImportUndoView, { description: 'What undoing the import would remove and rebuild, before it is done. Changes nothing.' })
  async importUndoPlan(@Arg('importId', () => ID) importId: string, @Ctx() context: GraphQLContext): Promise<ImportUndoView> {
    return ImportUndoView.of(await this.imports.undoPlan(context.em, callerOf(context).userId, importIdOf(importId)));
  }

  @Authorized()
  @Mutation(() => ImportUndoView, {
    description: "Undoes an import: removes the fills it added, rebuilds the positions it touched from the remaining fills, keeps the record as undone. All or nothing; another import's fills are never touched.",
  })
  async undoImport(@Arg('importId', () => ID) importId: string, @Ctx() context: GraphQLContext): Promise<ImportUndoView> {
    return ImportUndoView.of(await this.imports.undo(context.em, callerOf(context).userId, importIdOf(importId)));
  }
}
