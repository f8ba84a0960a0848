import {MigrationInterface, QueryRunner} from "typeorm";

export class ReturnRequests1796662526059 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "return_request" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "lines" text NOT NULL, "reason" character varying(32) NOT NULL, "note" text NOT NULL DEFAULT '', "state" character varying(16) NOT NULL DEFAULT 'requested', "refundTotal" integer, "decidedAt" TIMESTAMP, "decidedBy" character varying(200), "id" SERIAL NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "PK_27b4fb62d047bfc2259c2ae4d64" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_db8dd0236fbb8937be2ef8b850" ON "return_request" ("orderId") `, undefined);
        await queryRunner.query(`ALTER TABLE "return_request" ADD CONSTRAINT "FK_db8dd0236fbb8937be2ef8b8508" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "return_request" DROP CONSTRAINT "FK_db8dd0236fbb8937be2ef8b8508"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_db8dd0236fbb8937be2ef8b850"`, undefined);
        await queryRunner.query(`DROP TABLE "return_request"`, undefined);
   }

}
