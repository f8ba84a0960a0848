import {MigrationInterface, QueryRunner} from "typeorm";

export class ReturnTerms1796229721097 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "temporary_global_settings" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "availableLanguages" text NOT NULL, "trackInventory" boolean NOT NULL DEFAULT (1), "outOfStockThreshold" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customFieldsReturndays" integer DEFAULT (30), "customFieldsHometrialnights" integer DEFAULT (100))`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_global_settings"("createdAt", "updatedAt", "availableLanguages", "trackInventory", "outOfStockThreshold", "id") SELECT "createdAt", "updatedAt", "availableLanguages", "trackInventory", "outOfStockThreshold", "id" FROM "global_settings"`, undefined);
        await queryRunner.query(`DROP TABLE "global_settings"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_global_settings" RENAME TO "global_settings"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "global_settings" RENAME TO "temporary_global_settings"`, undefined);
        await queryRunner.query(`CREATE TABLE "global_settings" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "availableLanguages" text NOT NULL, "trackInventory" boolean NOT NULL DEFAULT (1), "outOfStockThreshold" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "global_settings"("createdAt", "updatedAt", "availableLanguages", "trackInventory", "outOfStockThreshold", "id") SELECT "createdAt", "updatedAt", "availableLanguages", "trackInventory", "outOfStockThreshold", "id" FROM "temporary_global_settings"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_global_settings"`, undefined);
   }

}
