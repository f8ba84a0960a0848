import {MigrationInterface, QueryRunner} from "typeorm";

export class ReturnRequests1796662522058 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "return_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "lines" text NOT NULL, "reason" varchar(32) NOT NULL, "note" text NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "refundTotal" integer, "decidedAt" datetime, "decidedBy" varchar(200), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_db8dd0236fbb8937be2ef8b850" ON "return_request" ("orderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_db8dd0236fbb8937be2ef8b850"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_return_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "lines" text NOT NULL, "reason" varchar(32) NOT NULL, "note" text NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "refundTotal" integer, "decidedAt" datetime, "decidedBy" varchar(200), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "FK_db8dd0236fbb8937be2ef8b8508" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_return_request"("createdAt", "updatedAt", "lines", "reason", "note", "state", "refundTotal", "decidedAt", "decidedBy", "id", "orderId") SELECT "createdAt", "updatedAt", "lines", "reason", "note", "state", "refundTotal", "decidedAt", "decidedBy", "id", "orderId" FROM "return_request"`, undefined);
        await queryRunner.query(`DROP TABLE "return_request"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_return_request" RENAME TO "return_request"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_db8dd0236fbb8937be2ef8b850" ON "return_request" ("orderId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_db8dd0236fbb8937be2ef8b850"`, undefined);
        await queryRunner.query(`ALTER TABLE "return_request" RENAME TO "temporary_return_request"`, undefined);
        await queryRunner.query(`CREATE TABLE "return_request" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "lines" text NOT NULL, "reason" varchar(32) NOT NULL, "note" text NOT NULL DEFAULT (''), "state" varchar(16) NOT NULL DEFAULT ('requested'), "refundTotal" integer, "decidedAt" datetime, "decidedBy" varchar(200), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "return_request"("createdAt", "updatedAt", "lines", "reason", "note", "state", "refundTotal", "decidedAt", "decidedBy", "id", "orderId") SELECT "createdAt", "updatedAt", "lines", "reason", "note", "state", "refundTotal", "decidedAt", "decidedBy", "id", "orderId" FROM "temporary_return_request"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_return_request"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_db8dd0236fbb8937be2ef8b850" ON "return_request" ("orderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_db8dd0236fbb8937be2ef8b850"`, undefined);
        await queryRunner.query(`DROP TABLE "return_request"`, undefined);
   }

}
