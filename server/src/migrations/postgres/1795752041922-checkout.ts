import {MigrationInterface, QueryRunner} from "typeorm";

export class Checkout1795752041922 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliveryearliest" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverylatest" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlacedinsession" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlacedinsession"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverylatest"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliveryearliest"`, undefined);
   }

}
