import {MigrationInterface, QueryRunner} from "typeorm";

export class StockAlerts1796663530411 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "stock_alert" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "market" varchar(8) NOT NULL, "email" varchar(254) NOT NULL, "languageCode" varchar(8) NOT NULL, "notifiedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productVariantId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ef6e7c6557a1fa2905a9b1010c" ON "stock_alert" ("productVariantId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_accd368714a8f99312ab0e34cf" ON "stock_alert" ("notifiedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e50b85181c52bd2719ef1a7583" ON "stock_alert" ("productVariantId", "market", "email") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_e50b85181c52bd2719ef1a7583"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_accd368714a8f99312ab0e34cf"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ef6e7c6557a1fa2905a9b1010c"`, undefined);
        await queryRunner.query(`DROP TABLE "stock_alert"`, undefined);
   }

}
