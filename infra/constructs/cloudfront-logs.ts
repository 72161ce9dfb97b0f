/** The bucket a CloudFront distribution writes its standard logs to (one per distribution, kept a year). */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function cloudFrontLogsBucket(scope: Construct, access?: { bucket: IBucket; prefix: string }): Bucket {
  // CloudFront standard logs are written with ACLs, hence BUCKET_OWNER_PREFERRED here.
  return new Bucket(scope, 'Logs', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(365) }],
    ...(access ? { serverAccessLogsBucket: access.bucket, serverAccessLogsPrefix: access.prefix } : {}),
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
