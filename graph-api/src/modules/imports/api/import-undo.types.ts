import { Field, Int, ObjectType } from 'type-graphql';
import type { UndoPlan, UndoPosition } from '../service/import-undo';
import { ImportRecordView } from './import.types';

@ObjectType('ImportUndoPosition', { description: 'A position (account and instrument) the import added fills to: its trades now and once the import is undone.' })
export class ImportUndoPositionView {
  @Field() accountId!: string;
  @Field() symbol!: string;
  @Field(() => Int, { description: "The import's fills removed from it." }) fillsRemoved!: number;
  @Field(() => Int, { description: "Other imports' fills, which stay." }) fillsRemaining!: number;
  @Field(() => Int) tradesBefore!: number;
  @Field(() => Int) tradesAfter!: number;
  @Field(() => Int) openBefore!: number;
  @Field(() => Int) openAfter!: number;
  @Field({ description: "Net P&L of the position's closed trades now." }) netPnlBefore!: string;
  @Field({ description: 'And once the import is undone.' }) netPnlAfter!: string;

  static of(position: UndoPosition): ImportUndoPositionView {
    return Object.assign(new ImportUndoPositionView(), position);
  }
}

@ObjectType('ImportUndo', { description: 'What undoing an import does: said before it is done (importUndoPlan), and what it did (undoImport).' })
export class ImportUndoView {
  @Field(() => ImportRecordView) import!: ImportRecordView;
  @Field({ description: 'A completed import not undone yet.' }) canUndo!: boolean;
  @Field(() => Int, { description: 'The fills the import added (still stored, for a plan).' }) fillsAdded!: number;
  @Field(() => Int, { description: "The trades holding at least one of the import's fills." }) tradesAdded!: number;
  @Field(() => [ImportUndoPositionView]) positions!: ImportUndoPositionView[];
  @Field(() => Int, { description: "Fills of later imports sharing a trade with the import's fills: they stay, matched again without them." }) laterFillsAffected!: number;
  @Field(() => [String], { description: 'What will happen (or happened), in words.' }) notes!: string[];

  static of(plan: UndoPlan): ImportUndoView {
    return Object.assign(new ImportUndoView(), {
      import: ImportRecordView.of(plan.record),
      canUndo: plan.canUndo,
      fillsAdded: plan.fillsAdded,
      tradesAdded: plan.tradesAdded,
      positions: plan.positions.map(ImportUndoPositionView.of),
      laterFillsAffected: plan.laterFillsAffected,
      notes: plan.notes,
    });
  }
}
