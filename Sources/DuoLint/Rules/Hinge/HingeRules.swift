extension RuleRegistry {
    /// The rules in `Rules/Hinge/`.
    static let hingeRules: [any Rule.Type] = [
        ReservedRegionsCached.self,
        ReservedRegionForceUnwrap.self,
        HingeAngleThreshold.self,
        HingeAngleNormalization.self,
        HingeForceUnwrap.self,
        HingeOldValueUsed.self,
        HingeEffectNotReset.self,
        HingeDrivenLayout.self,
        HingeCloseDismisses.self,
        FoldAnimationBounce.self,
        FoldBandLiteral.self,
        UIKitHingeUnknownStatus.self,
        HingeEffectReduceMotion.self,
    ]
}
