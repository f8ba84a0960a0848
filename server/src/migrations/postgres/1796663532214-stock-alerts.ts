import {MigrationInterface, QueryRunner} from "typeorm";

export class StockAlerts1796663532214 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "stock_alert" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "market" character varying(8) NOT NULL, "email" character varying(254) NOT NULL, "languageCode" character varying(8) NOT NULL, "notifiedAt" TIMESTAMP, "id" SERIAL NOT NULL, "productVariantId" integer NOT NULL, CONSTRAINT "PK_b03b162a0276f6e46528700cf86" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ef6e7c6557a1fa2905a9b1010c" ON "stock_alert" ("productVariantId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_accd368714a8f99312ab0e34cf" ON "stock_alert" ("notifiedAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e50b85181c52bd2719ef1a7583" ON "stock_alert" ("productVariantId", "market", "email") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_e50b85181c52bd2719ef1a7583"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_accd368714a8f99312ab0e34cf"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ef6e7c6557a1fa2905a9b1010c"`, undefined);
        await queryRunner.query(`DROP TABLE "stock_alert"`, undefined);
   }

}
