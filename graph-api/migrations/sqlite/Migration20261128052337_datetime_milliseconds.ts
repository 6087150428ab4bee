import { Migration } from '@mikro-orm/migrations';

/**
 * Date-times keep their milliseconds (src/db/datetime-precision.ts). SQLite already stores them
 * whole: nothing to change here; the MySQL migration of the same name widens its DATETIME columns.
 */
export class Migration20261128052337_datetime_milliseconds extends Migration {

  override async up(): Promise<void> {
    // Nothing: SQLite's datetime columns already keep milliseconds.
  }

  override async down(): Promise<void> {
    // Nothing to revert.
  }

}
