import {MigrationInterface, QueryRunner} from "typeorm";

export class CheckoutWishes1795766720375 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverypreference" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverynotes" text`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverynotes"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverypreference"`, undefined);
   }

}
