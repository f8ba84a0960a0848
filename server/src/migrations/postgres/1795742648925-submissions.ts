import {MigrationInterface, QueryRunner} from "typeorm";

export class Submissions1795742648925 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "submission" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "reference" character varying(11) NOT NULL, "kind" character varying(32) NOT NULL, "payload" text NOT NULL, "idempotencyKey" character varying(200), "client" character varying(64), "id" SERIAL NOT NULL, CONSTRAINT "PK_7faa571d0e4a7076e85890c9bd0" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_162b70264e09020064edc46ab5" ON "submission" ("reference") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb1af8f74c0cd8dc6da44033cd" ON "submission" ("idempotencyKey") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_cb1af8f74c0cd8dc6da44033cd"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_162b70264e09020064edc46ab5"`, undefined);
        await queryRunner.query(`DROP TABLE "submission"`, undefined);
   }

}
