import {MigrationInterface, QueryRunner} from "typeorm";

export class ReturnTerms1796229739037 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "global_settings" ADD "customFieldsReturndays" integer DEFAULT '30'`, undefined);
        await queryRunner.query(`ALTER TABLE "global_settings" ADD "customFieldsHometrialnights" integer DEFAULT '100'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "global_settings" DROP COLUMN "customFieldsHometrialnights"`, undefined);
        await queryRunner.query(`ALTER TABLE "global_settings" DROP COLUMN "customFieldsReturndays"`, undefined);
   }

}
