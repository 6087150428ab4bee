import { Migration } from '@mikro-orm/migrations';

// The Timezone setting takes any IANA zone (up to 64 characters). SQLite stores text of any length
// whatever the declared size, so nothing changes here; the migration keeps both folders in step.
export class Migration20261128201808_widen_timezone extends Migration {
  override async up(): Promise<void> {}

  override async down(): Promise<void> {}
}
